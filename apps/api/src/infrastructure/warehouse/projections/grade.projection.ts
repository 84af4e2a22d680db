import type { DuckDBAppender } from '@duckdb/node-api';
import { GRADE_KEYS, type GradeKey } from '@atelier/contracts';
import {
  appendPosition,
  dataOf,
  requireId,
  requireOneOf,
  requireTimestamp,
  type ProjectedEvent,
  type WarehouseProjection,
} from '../warehouse-projection.js';

export interface GradeRow {
  position: number;
  schoolId: string;
  gradeId: string;
  gradeKey: GradeKey;
  occurredAt: string;
}

/** Grades of each school; dashboards join it for the grade key (`v_class`). */
export const gradeProjection: WarehouseProjection<GradeRow> = {
  table: 'dim_grade',
  eventTypes: ['GradeCreated'],
  createTable: `CREATE TABLE IF NOT EXISTS dim_grade (
    position BIGINT NOT NULL,
    school_id VARCHAR NOT NULL,
    grade_id VARCHAR NOT NULL,
    grade_key VARCHAR NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: ['position', 'school_id', 'grade_id', 'grade_key', 'occurred_at'],
  toRow(event: ProjectedEvent): GradeRow {
    const data = dataOf(event);
    return {
      position: event.position,
      schoolId: requireId(event, data, 'schoolId'),
      gradeId: requireId(event, data, 'gradeId'),
      gradeKey: requireOneOf(event, data, 'gradeKey', GRADE_KEYS),
      occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
    };
  },
  appendRow(appender: DuckDBAppender, row: GradeRow): void {
    appendPosition(appender, row.position);
    appender.appendVarchar(row.schoolId);
    appender.appendVarchar(row.gradeId);
    appender.appendVarchar(row.gradeKey);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
