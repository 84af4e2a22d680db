import type { DuckDBAppender } from '@duckdb/node-api';
import {
  appendPosition,
  dataOf,
  requireId,
  requireInteger,
  requireTimestamp,
  type ProjectedEvent,
  type WarehouseProjection,
} from '../warehouse-projection.js';

export interface ClassRow {
  position: number;
  schoolId: string;
  gradeId: string;
  classId: string;
  name: string;
  level: number;
  occurredAt: string;
}

/** Classes and the grade they belong to. A class name is not personal data. */
export const classProjection: WarehouseProjection<ClassRow> = {
  table: 'dim_class',
  eventTypes: ['ClassCreated'],
  createTable: `CREATE TABLE IF NOT EXISTS dim_class (
    position BIGINT NOT NULL,
    school_id VARCHAR NOT NULL,
    grade_id VARCHAR NOT NULL,
    class_id VARCHAR NOT NULL,
    name VARCHAR NOT NULL,
    level INTEGER NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: ['position', 'school_id', 'grade_id', 'class_id', 'name', 'level', 'occurred_at'],
  toRow(event: ProjectedEvent): ClassRow {
    const data = dataOf(event);
    return {
      position: event.position,
      schoolId: requireId(event, data, 'schoolId'),
      gradeId: requireId(event, data, 'gradeId'),
      classId: requireId(event, data, 'classId'),
      name: requireId(event, data, 'name'),
      level: requireInteger(event, data, 'level'),
      occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
    };
  },
  appendRow(appender: DuckDBAppender, row: ClassRow): void {
    appendPosition(appender, row.position);
    appender.appendVarchar(row.schoolId);
    appender.appendVarchar(row.gradeId);
    appender.appendVarchar(row.classId);
    appender.appendVarchar(row.name);
    appender.appendInteger(row.level);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
