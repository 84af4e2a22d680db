import { answerProjection } from './projections/answer.projection.js';
import { classProjection } from './projections/class.projection.js';
import { classUpdatedProjection } from './projections/class-updated.projection.js';
import { gradeProjection } from './projections/grade.projection.js';
import { homeworkAssignedProjection } from './projections/homework-assigned.projection.js';
import { membershipChangeProjection } from './projections/membership-change.projection.js';
import { submissionProjection } from './projections/submission.projection.js';
import { userRegisteredProjection } from './projections/user-registered.projection.js';
import type { WarehouseProjection } from './warehouse-projection.js';

/**
 * Every table the projector feeds. Event types no projection names are skipped (the checkpoint
 * still moves past them). Adding a projection or changing a table's shape means bumping
 * WAREHOUSE_SCHEMA_VERSION and rebuilding.
 */
export const WAREHOUSE_PROJECTIONS: readonly WarehouseProjection<unknown>[] = [
  userRegisteredProjection,
  gradeProjection,
  classProjection,
  classUpdatedProjection,
  membershipChangeProjection,
  homeworkAssignedProjection,
  answerProjection,
  submissionProjection,
];

/**
 * Query-time joins: grade keys of classes, lateness of submissions against the deadline, and the
 * student counts by class, grade and school for every day (UTC) from a class's first member on.
 */
export const WAREHOUSE_VIEWS: readonly string[] = [
  `CREATE OR REPLACE VIEW v_class AS
     SELECT c.school_id, c.grade_id, g.grade_key, c.class_id, c.name, c.level, c.occurred_at
       FROM dim_class c LEFT JOIN dim_grade g USING (grade_id)`,
  `CREATE OR REPLACE VIEW v_submission AS
     SELECT s.*, h.deadline, s.occurred_at > h.deadline AS late
       FROM fact_submission s LEFT JOIN fact_homework_assigned h USING (homework_id)`,
  // A class's grade over time: the grade at creation, then each edit's.
  `CREATE OR REPLACE VIEW v_class_grade_history AS
     SELECT class_id, grade_id, occurred_at FROM dim_class
     UNION ALL
     SELECT class_id, grade_id, occurred_at FROM fact_class_updated`,
  // One row per class and day from its first membership change to today (or the last change, if
  // later): the running sum of +1/-1. The grade is the class's at the end of that day, so a class
  // moved to another grade takes its students with it in the per-grade rollup.
  `CREATE OR REPLACE VIEW v_student_count_daily AS
     WITH changes AS (
       SELECT CAST(occurred_at AT TIME ZONE 'UTC' AS DATE) AS date, school_id, class_id,
              sum(delta) AS change, arg_min(grade_id, position) AS grade_id
         FROM fact_membership_change
        GROUP BY 1, 2, 3
     ),
     classes AS (
       SELECT school_id, class_id, min(date) AS first_date, arg_min(grade_id, date) AS first_grade
         FROM changes
        GROUP BY school_id, class_id
     ),
     days AS (
       SELECT c.school_id, c.class_id, c.first_grade, CAST(d.day AS DATE) AS date,
              timezone('UTC', CAST(d.day AS TIMESTAMP) + INTERVAL 1 DAY) AS day_end
         FROM classes c
         CROSS JOIN (SELECT greatest(max(date), current_date) AS last_date FROM changes) l
         CROSS JOIN LATERAL generate_series(CAST(c.first_date AS TIMESTAMP),
                                            CAST(l.last_date AS TIMESTAMP), INTERVAL 1 DAY) AS d(day)
     ),
     counts AS (
       SELECT days.*, sum(coalesce(changes.change, 0))
                        OVER (PARTITION BY days.class_id ORDER BY days.date) AS students
         FROM days
         LEFT JOIN changes ON changes.class_id = days.class_id AND changes.date = days.date
     )
     SELECT counts.date, counts.school_id, coalesce(g.grade_id, counts.first_grade) AS grade_id,
            counts.class_id, CAST(counts.students AS INTEGER) AS students
       FROM counts
       ASOF LEFT JOIN v_class_grade_history g
         ON g.class_id = counts.class_id AND counts.day_end > g.occurred_at`,
  `CREATE OR REPLACE VIEW v_student_count_daily_by_grade AS
     SELECT date, school_id, grade_id, CAST(sum(students) AS INTEGER) AS students
       FROM v_student_count_daily
      GROUP BY date, school_id, grade_id`,
  `CREATE OR REPLACE VIEW v_student_count_daily_by_school AS
     SELECT date, school_id, CAST(sum(students) AS INTEGER) AS students
       FROM v_student_count_daily
      GROUP BY date, school_id`,
];
