import type { DuckDBAppender } from '@duckdb/node-api';
import {
  appendPosition,
  dataOf,
  requireId,
  requireTimestamp,
  type ProjectedEvent,
  type WarehouseProjection,
} from '../warehouse-projection.js';

export interface EnrolmentRow {
  position: number;
  schoolId: string;
  gradeId: string;
  classId: string;
  studentId: string;
  occurredAt: string;
}

export const enrolmentProjection: WarehouseProjection<EnrolmentRow> = {
  table: 'fact_enrolment',
  eventTypes: ['StudentJoinedClass'],
  createTable: `CREATE TABLE IF NOT EXISTS fact_enrolment (
    position BIGINT NOT NULL,
    school_id VARCHAR NOT NULL,
    grade_id VARCHAR NOT NULL,
    class_id VARCHAR NOT NULL,
    student_id VARCHAR NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: ['position', 'school_id', 'grade_id', 'class_id', 'student_id', 'occurred_at'],
  toRow(event: ProjectedEvent): EnrolmentRow {
    const data = dataOf(event);
    return {
      position: event.position,
      schoolId: requireId(event, data, 'schoolId'),
      gradeId: requireId(event, data, 'gradeId'),
      classId: requireId(event, data, 'classId'),
      studentId: requireId(event, data, 'studentId'),
      occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
    };
  },
  appendRow(appender: DuckDBAppender, row: EnrolmentRow): void {
    appendPosition(appender, row.position);
    appender.appendVarchar(row.schoolId);
    appender.appendVarchar(row.gradeId);
    appender.appendVarchar(row.classId);
    appender.appendVarchar(row.studentId);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
