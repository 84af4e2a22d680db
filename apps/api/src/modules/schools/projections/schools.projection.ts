import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../infrastructure/event-store/event.js';
import type { SchoolEvent } from '../domain/school.events.js';

/** Keeps the schools, grades, classes and class_members read models, in the command's transaction. */
export async function projectSchoolEvents(
  manager: EntityManager,
  events: readonly StoredEvent<SchoolEvent>[],
): Promise<void> {
  for (const event of events) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'SchoolRegistered': {
        const { schoolId, name, code } = event.data;
        await manager.query(
          `INSERT INTO schools (id, name, code, created_at) VALUES (?, ?, ?, ?)`,
          [schoolId, name, code, at],
        );
        break;
      }
      case 'GradeCreated': {
        const { gradeId, schoolId, gradeKey } = event.data;
        await manager.query(
          `INSERT INTO grades (id, school_id, grade_key, created_at) VALUES (?, ?, ?, ?)`,
          [gradeId, schoolId, gradeKey, at],
        );
        break;
      }
      case 'ClassCreated': {
        const { classId, schoolId, gradeId, name, code, level } = event.data;
        await manager.query(
          `INSERT INTO classes (id, school_id, grade_id, name, code, level, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [classId, schoolId, gradeId, name, code, level, at],
        );
        break;
      }
      case 'TeacherAssignedToClass':
        await manager.query(`UPDATE classes SET teacher_id = ? WHERE id = ?`, [
          event.data.teacherId,
          event.data.classId,
        ]);
        break;
      case 'StudentJoinedClass': {
        const { classId, studentId } = event.data;
        await manager.query(
          `INSERT INTO class_members (class_id, student_id, joined_at) VALUES (?, ?, ?)`,
          [classId, studentId, at],
        );
        await manager.query(`UPDATE classes SET student_count = student_count + 1 WHERE id = ?`, [
          classId,
        ]);
        break;
      }
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled school event ${JSON.stringify(unreachable)}`);
      }
    }
  }
}
