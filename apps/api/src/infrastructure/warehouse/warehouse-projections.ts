import { answerProjection } from './projections/answer.projection.js';
import { classProjection } from './projections/class.projection.js';
import { enrolmentProjection } from './projections/enrolment.projection.js';
import { gradeProjection } from './projections/grade.projection.js';
import { homeworkAssignedProjection } from './projections/homework-assigned.projection.js';
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
  enrolmentProjection,
  homeworkAssignedProjection,
  answerProjection,
  submissionProjection,
];

/** Query-time joins: grade keys of classes, lateness of submissions against the deadline. */
export const WAREHOUSE_VIEWS: readonly string[] = [
  `CREATE OR REPLACE VIEW v_class AS
     SELECT c.school_id, c.grade_id, g.grade_key, c.class_id, c.name, c.level, c.occurred_at
       FROM dim_class c LEFT JOIN dim_grade g USING (grade_id)`,
  `CREATE OR REPLACE VIEW v_submission AS
     SELECT s.*, h.deadline, s.occurred_at > h.deadline AS late
       FROM fact_submission s LEFT JOIN fact_homework_assigned h USING (homework_id)`,
];
