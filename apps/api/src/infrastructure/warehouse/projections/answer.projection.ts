import type { DuckDBAppender } from '@duckdb/node-api';
import {
  dataOf,
  requireBoolean,
  requireId,
  requireInteger,
  requireTimestamp,
  type ProjectedEvent,
  type WarehouseProjection,
} from '../warehouse-projection.js';
import {
  appendHomeworkScope,
  HOMEWORK_SCOPE_COLUMNS,
  HOMEWORK_SCOPE_DDL,
  homeworkScopeOf,
  type HomeworkScopeRow,
} from './homework-scope.js';

export interface AnswerRow extends HomeworkScopeRow {
  itemId: string;
  correct: boolean;
  timeMs: number;
  occurredAt: string;
}

/** One row per answered question: accuracy and time per item, student, class, grade, school. */
export const answerProjection: WarehouseProjection<AnswerRow> = {
  table: 'fact_answer',
  eventTypes: ['QuestionAnswered'],
  createTable: `CREATE TABLE IF NOT EXISTS fact_answer (
    ${HOMEWORK_SCOPE_DDL},
    item_id VARCHAR NOT NULL,
    correct BOOLEAN NOT NULL,
    time_ms INTEGER NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: [...HOMEWORK_SCOPE_COLUMNS, 'item_id', 'correct', 'time_ms', 'occurred_at'],
  toRow(event: ProjectedEvent): AnswerRow {
    const data = dataOf(event);
    return {
      ...homeworkScopeOf(event, data),
      itemId: requireId(event, data, 'itemId'),
      correct: requireBoolean(event, data, 'correct'),
      timeMs: requireInteger(event, data, 'timeMs'),
      occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
    };
  },
  appendRow(appender: DuckDBAppender, row: AnswerRow): void {
    appendHomeworkScope(appender, row);
    appender.appendVarchar(row.itemId);
    appender.appendBoolean(row.correct);
    appender.appendInteger(row.timeMs);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
