import type { DuckDBAppender } from '@duckdb/node-api';
import {
  appendPosition,
  dataOf,
  requireId,
  requireTimestamp,
  type ProjectedEvent,
  type WarehouseProjection,
} from '../warehouse-projection.js';

export interface ClassUpdatedRow {
  position: number;
  schoolId: string;
  gradeId: string;
  classId: string;
  occurredAt: string;
}

/**
 * The grade a class belongs to from an edit on (a class can be moved to another grade). With
 * `dim_class` (the grade at creation) it gives each class's grade on any date, so the per-grade
 * student counts follow a class into its new grade (`v_class_grade_history`).
 */
export const classUpdatedProjection: WarehouseProjection<ClassUpdatedRow> = {
  table: 'fact_class_updated',
  eventTypes: ['ClassUpdated'],
  createTable: `CREATE TABLE IF NOT EXISTS fact_class_updated (
    position BIGINT NOT NULL,
    school_id VARCHAR NOT NULL,
    grade_id VARCHAR NOT NULL,
    class_id VARCHAR NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: ['position', 'school_id', 'grade_id', 'class_id', 'occurred_at'],
  toRow(event: ProjectedEvent): ClassUpdatedRow {
    const data = dataOf(event);
    return {
      position: event.position,
      schoolId: requireId(event, data, 'schoolId'),
      gradeId: requireId(event, data, 'gradeId'),
      classId: requireId(event, data, 'classId'),
      occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
    };
  },
  appendRow(appender: DuckDBAppender, row: ClassUpdatedRow): void {
    appendPosition(appender, row.position);
    appender.appendVarchar(row.schoolId);
    appender.appendVarchar(row.gradeId);
    appender.appendVarchar(row.classId);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
