import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../infrastructure/event-store/event.js';
import type { HomeworkEvent } from '../domain/homework.events.js';

/** Keeps the homework and homework_results read models; answers are only in the warehouse. */
export async function projectHomeworkEvents(
  manager: EntityManager,
  events: readonly StoredEvent<HomeworkEvent>[],
): Promise<void> {
  for (const event of events) {
    switch (event.type) {
      case 'HomeworkAssigned': {
        const d = event.data;
        await manager.query(
          `INSERT INTO homework (id, school_id, class_id, teacher_id, title, item_ids, deadline, assigned_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            d.homeworkId,
            d.schoolId,
            d.classId,
            d.teacherId,
            d.title,
            JSON.stringify(d.itemIds),
            d.deadline,
            event.occurredAt,
          ],
        );
        break;
      }
      case 'QuestionAnswered':
        break;
      case 'HomeworkSubmitted': {
        const d = event.data;
        await manager.query(
          `INSERT INTO homework_results (homework_id, student_id, question_count, correct_count, duration_ms, submitted_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          [
            d.homeworkId,
            d.studentId,
            d.questionCount,
            d.correctCount,
            d.durationMs,
            event.occurredAt,
          ],
        );
        break;
      }
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled homework event ${JSON.stringify(unreachable)}`);
      }
    }
  }
}
