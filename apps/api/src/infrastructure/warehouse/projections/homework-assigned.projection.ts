import type { DuckDBAppender } from '@duckdb/node-api';
import {
  InvalidEventDataError,
  appendPosition,
  dataOf,
  requireId,
  requireTimestamp,
  type ProjectedEvent,
  type WarehouseProjection,
} from '../warehouse-projection.js';

export interface HomeworkAssignedRow {
  position: number;
  homeworkId: string;
  schoolId: string;
  gradeId: string;
  classId: string;
  teacherId: string;
  itemCount: number;
  deadline: string;
  occurredAt: string;
}

export const homeworkAssignedProjection: WarehouseProjection<HomeworkAssignedRow> = {
  table: 'fact_homework_assigned',
  eventTypes: ['HomeworkAssigned'],
  createTable: `CREATE TABLE IF NOT EXISTS fact_homework_assigned (
    position BIGINT NOT NULL,
    homework_id VARCHAR NOT NULL,
    school_id VARCHAR NOT NULL,
    grade_id VARCHAR NOT NULL,
    class_id VARCHAR NOT NULL,
    teacher_id VARCHAR NOT NULL,
    item_count INTEGER NOT NULL,
    deadline TIMESTAMPTZ NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: [
    'position',
    'homework_id',
    'school_id',
    'grade_id',
    'class_id',
    'teacher_id',
    'item_count',
    'deadline',
    'occurred_at',
  ],
  toRow(event: ProjectedEvent): HomeworkAssignedRow {
    const data = dataOf(event);
    const itemIds = data['itemIds'];
    if (!Array.isArray(itemIds)) {
      throw new InvalidEventDataError(event.type, 'itemIds', 'an array');
    }
    return {
      position: event.position,
      homeworkId: requireId(event, data, 'homeworkId'),
      schoolId: requireId(event, data, 'schoolId'),
      gradeId: requireId(event, data, 'gradeId'),
      classId: requireId(event, data, 'classId'),
      teacherId: requireId(event, data, 'teacherId'),
      itemCount: itemIds.length,
      deadline: requireTimestamp(event, data['deadline'], 'deadline'),
      occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
    };
  },
  appendRow(appender: DuckDBAppender, row: HomeworkAssignedRow): void {
    appendPosition(appender, row.position);
    appender.appendVarchar(row.homeworkId);
    appender.appendVarchar(row.schoolId);
    appender.appendVarchar(row.gradeId);
    appender.appendVarchar(row.classId);
    appender.appendVarchar(row.teacherId);
    appender.appendInteger(row.itemCount);
    appender.appendVarchar(row.deadline);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
