import type { DuckDBAppender } from '@duckdb/node-api';
import { JOIN_CHANNELS, type JoinChannel } from '@atelier/contracts';
import {
  appendPosition,
  dataOf,
  InvalidEventDataError,
  requireId,
  requireOneOf,
  requireTimestamp,
  type ProjectedEvent,
  type WarehouseProjection,
} from '../warehouse-projection.js';

/** Why a class's count changed: how a student came in, or how they left. */
export type MembershipChangeReason = JoinChannel | 'removed' | 'moved-out';

export interface MembershipChangeRow {
  position: number;
  schoolId: string;
  gradeId: string;
  classId: string;
  studentId: string;
  delta: 1 | -1;
  reason: MembershipChangeReason;
  occurredAt: string;
}

/**
 * Every change of a class's membership, +1 or -1: the facts behind the student counts by grade,
 * class and date (`v_student_count_daily` and its rollups). A join (`StudentJoinedClass`, also
 * the target side of a move) is +1; a removal, and the source side of a move
 * (`StudentMovedToClass`), are -1. Suspending a student keeps them in the class: no change.
 * The grade is the class's at the time of the event.
 */
export const membershipChangeProjection: WarehouseProjection<MembershipChangeRow> = {
  table: 'fact_membership_change',
  eventTypes: ['StudentJoinedClass', 'StudentRemovedFromClass', 'StudentMovedToClass'],
  createTable: `CREATE TABLE IF NOT EXISTS fact_membership_change (
    position BIGINT NOT NULL,
    school_id VARCHAR NOT NULL,
    grade_id VARCHAR NOT NULL,
    class_id VARCHAR NOT NULL,
    student_id VARCHAR NOT NULL,
    delta INTEGER NOT NULL,
    reason VARCHAR NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: [
    'position',
    'school_id',
    'grade_id',
    'class_id',
    'student_id',
    'delta',
    'reason',
    'occurred_at',
  ],
  toRow(event: ProjectedEvent): MembershipChangeRow {
    const data = dataOf(event);
    switch (event.type) {
      case 'StudentJoinedClass':
        return {
          position: event.position,
          schoolId: requireId(event, data, 'schoolId'),
          gradeId: requireId(event, data, 'gradeId'),
          classId: requireId(event, data, 'classId'),
          studentId: requireId(event, data, 'studentId'),
          delta: 1,
          // Joins stored before issue 5 have no channel: only the demo seed enrolled then.
          reason:
            data['via'] === undefined ? 'seed' : requireOneOf(event, data, 'via', JOIN_CHANNELS),
          occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
        };
      case 'StudentRemovedFromClass':
        return {
          position: event.position,
          schoolId: requireId(event, data, 'schoolId'),
          gradeId: requireId(event, data, 'gradeId'),
          classId: requireId(event, data, 'classId'),
          studentId: requireId(event, data, 'studentId'),
          delta: -1,
          reason: 'removed',
          occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
        };
      case 'StudentMovedToClass':
        return {
          position: event.position,
          schoolId: requireId(event, data, 'schoolId'),
          gradeId: requireId(event, data, 'gradeId'),
          classId: requireId(event, data, 'fromClassId'),
          studentId: requireId(event, data, 'studentId'),
          delta: -1,
          reason: 'moved-out',
          occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
        };
      default:
        throw new InvalidEventDataError(event.type, '(type)', 'a membership event');
    }
  },
  appendRow(appender: DuckDBAppender, row: MembershipChangeRow): void {
    appendPosition(appender, row.position);
    appender.appendVarchar(row.schoolId);
    appender.appendVarchar(row.gradeId);
    appender.appendVarchar(row.classId);
    appender.appendVarchar(row.studentId);
    appender.appendInteger(row.delta);
    appender.appendVarchar(row.reason);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
