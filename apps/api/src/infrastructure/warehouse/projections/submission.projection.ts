import type { DuckDBAppender } from '@duckdb/node-api';
import {
  dataOf,
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

export interface SubmissionRow extends HomeworkScopeRow {
  questionCount: number;
  correctCount: number;
  durationMs: number;
  occurredAt: string;
}

/**
 * One row per submitted homework. Lateness needs the assignment's deadline, which the event does
 * not carry: the `v_submission` view computes it at query time instead of the projector looking
 * it up (a lookup would make a batch depend on earlier batches, and a rebuild on their order).
 */
export const submissionProjection: WarehouseProjection<SubmissionRow> = {
  table: 'fact_submission',
  eventTypes: ['HomeworkSubmitted'],
  createTable: `CREATE TABLE IF NOT EXISTS fact_submission (
    ${HOMEWORK_SCOPE_DDL},
    question_count INTEGER NOT NULL,
    correct_count INTEGER NOT NULL,
    duration_ms INTEGER NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: [
    ...HOMEWORK_SCOPE_COLUMNS,
    'question_count',
    'correct_count',
    'duration_ms',
    'occurred_at',
  ],
  toRow(event: ProjectedEvent): SubmissionRow {
    const data = dataOf(event);
    return {
      ...homeworkScopeOf(event, data),
      questionCount: requireInteger(event, data, 'questionCount'),
      correctCount: requireInteger(event, data, 'correctCount'),
      durationMs: requireInteger(event, data, 'durationMs'),
      occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
    };
  },
  appendRow(appender: DuckDBAppender, row: SubmissionRow): void {
    appendHomeworkScope(appender, row);
    appender.appendInteger(row.questionCount);
    appender.appendInteger(row.correctCount);
    appender.appendInteger(row.durationMs);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
