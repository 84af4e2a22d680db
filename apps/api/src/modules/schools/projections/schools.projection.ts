import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../infrastructure/event-store/event.js';
import { joinChannelOf, schoolKindOf, type SchoolEvent } from '../domain/school.events.js';

const CURRENT = `status IN ('active', 'suspended')`;

/**
 * Keeps the schools, grades, classes and class_members read models, in the command's transaction.
 * Delivering the same event twice changes nothing (inserts are keyed by id, updates set values).
 */
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
          `INSERT INTO schools (id, name, code, created_at, kind, owner_teacher_id, access_until)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
          [
            schoolId,
            name,
            code,
            at,
            schoolKindOf(event),
            event.data.ownerTeacherId ?? null,
            event.data.accessUntil ?? null,
          ],
        );
        break;
      }
      case 'GradeCreated': {
        const { gradeId, schoolId, gradeKey } = event.data;
        // A re-created grade comes back under the id it had (see the school decider).
        await manager.query(
          `INSERT INTO grades (id, school_id, grade_key, created_at, description)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET deleted_at = NULL, status = 'in-use',
             description = excluded.description, created_at = excluded.created_at`,
          [gradeId, schoolId, gradeKey, at, event.data.description ?? ''],
        );
        break;
      }
      case 'GradeUpdated':
        await manager.query(`UPDATE grades SET description = ? WHERE id = ?`, [
          event.data.description,
          event.data.gradeId,
        ]);
        break;
      case 'GradeDisabled':
      case 'GradeEnabled':
        await manager.query(`UPDATE grades SET status = ? WHERE id = ?`, [
          event.type === 'GradeDisabled' ? 'terminated' : 'in-use',
          event.data.gradeId,
        ]);
        break;
      case 'GradeDeleted':
        await manager.query(
          `UPDATE grades SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL`,
          [at, event.data.gradeId],
        );
        break;
      case 'ClassCreated': {
        const { classId, schoolId, gradeId, name, code, level } = event.data;
        await manager.query(
          `INSERT INTO classes (id, school_id, grade_id, name, code, level, created_at, description)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
          [classId, schoolId, gradeId, name, code, level, at, event.data.description ?? ''],
        );
        break;
      }
      case 'ClassUpdated': {
        const { classId, gradeId, name, code, level, description } = event.data;
        await manager.query(
          `UPDATE classes SET grade_id = ?, name = ?, code = ?, level = ?, description = ?
            WHERE id = ?`,
          [gradeId, name, code, level, description, classId],
        );
        break;
      }
      case 'ClassSuspended':
      case 'ClassActivated':
      case 'ClassDisabled':
      case 'ClassEnabled':
        await manager.query(`UPDATE classes SET status = ? WHERE id = ?`, [
          CLASS_STATUS_AFTER[event.type],
          event.data.classId,
        ]);
        break;
      case 'ClassDeleted':
        // The row stays (homework and class histories point at it); its code is freed.
        await manager.query(
          `UPDATE classes SET deleted_at = ?, deleted_code = code, code = id
            WHERE id = ? AND deleted_at IS NULL`,
          [at, event.data.classId],
        );
        break;
      case 'TeacherAssignedToClass':
        await manager.query(`UPDATE classes SET teacher_id = ? WHERE id = ?`, [
          event.data.teacherId,
          event.data.classId,
        ]);
        break;
      case 'StudentJoinedClass': {
        const { classId, studentId, schoolId } = event.data;
        await manager.query(
          `INSERT INTO class_members (id, class_id, student_id, status, via, joined_at)
           VALUES (?, ?, ?, 'active', ?, ?) ON CONFLICT DO NOTHING`,
          [event.eventId, classId, studentId, joinChannelOf(event), at],
        );
        await refreshCount(manager, classId);
        // A student without a school takes the school of their first class.
        await manager.query(`UPDATE users SET school_id = ? WHERE id = ? AND school_id IS NULL`, [
          schoolId,
          studentId,
        ]);
        break;
      }
      case 'StudentSuspendedInClass':
      case 'StudentActivatedInClass':
        await manager.query(
          `UPDATE class_members SET status = ?
            WHERE class_id = ? AND student_id = ? AND ${CURRENT}`,
          [
            event.type === 'StudentSuspendedInClass' ? 'suspended' : 'active',
            event.data.classId,
            event.data.studentId,
          ],
        );
        break;
      case 'StudentRemovedFromClass':
      case 'StudentMovedToClass': {
        const classId =
          event.type === 'StudentMovedToClass' ? event.data.fromClassId : event.data.classId;
        await manager.query(
          `UPDATE class_members SET status = 'removed', left_at = ?
            WHERE class_id = ? AND student_id = ? AND ${CURRENT}`,
          [at, classId, event.data.studentId],
        );
        await refreshCount(manager, classId);
        break;
      }
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled school event ${JSON.stringify(unreachable)}`);
      }
    }
  }
}

const CLASS_STATUS_AFTER = {
  ClassSuspended: 'suspended',
  ClassActivated: 'in-use',
  ClassDisabled: 'terminated',
  ClassEnabled: 'in-use',
} as const;

async function refreshCount(manager: EntityManager, classId: string): Promise<void> {
  await manager.query(
    `UPDATE classes SET student_count =
       (SELECT count(*) FROM class_members WHERE class_id = ? AND ${CURRENT})
      WHERE id = ?`,
    [classId, classId],
  );
}
