import type { DuckDBAppender } from '@duckdb/node-api';
import { ROLES, type Role } from '@atelier/contracts';
import {
  appendNullableVarchar,
  appendPosition,
  dataOf,
  optionalId,
  requireId,
  requireOneOf,
  requireTimestamp,
  type ProjectedEvent,
  type WarehouseProjection,
} from '../warehouse-projection.js';

export interface UserRegisteredRow {
  position: number;
  userId: string;
  role: Role;
  schoolId: string | null;
  /** How the account was created (e-mail, seed, social, partner); null on older events. */
  via: string | null;
  occurredAt: string;
}

/** Sign-ups by role, school and channel. No names or e-mails: those never enter events. */
export const userRegisteredProjection: WarehouseProjection<UserRegisteredRow> = {
  table: 'fact_user_registered',
  eventTypes: ['UserRegistered'],
  createTable: `CREATE TABLE IF NOT EXISTS fact_user_registered (
    position BIGINT NOT NULL,
    user_id VARCHAR NOT NULL,
    role VARCHAR NOT NULL,
    school_id VARCHAR,
    via VARCHAR,
    occurred_at TIMESTAMPTZ NOT NULL
  )`,
  columns: ['position', 'user_id', 'role', 'school_id', 'via', 'occurred_at'],
  toRow(event: ProjectedEvent): UserRegisteredRow {
    const data = dataOf(event);
    return {
      position: event.position,
      userId: requireId(event, data, 'userId'),
      role: requireOneOf(event, data, 'role', ROLES),
      schoolId: optionalId(event, data, 'schoolId'),
      via: optionalId(event, data, 'via'),
      occurredAt: requireTimestamp(event, event.occurredAt, 'occurredAt'),
    };
  },
  appendRow(appender: DuckDBAppender, row: UserRegisteredRow): void {
    appendPosition(appender, row.position);
    appender.appendVarchar(row.userId);
    appender.appendVarchar(row.role);
    appendNullableVarchar(appender, row.schoolId);
    appendNullableVarchar(appender, row.via);
    appender.appendVarchar(row.occurredAt);
    appender.endRow();
  },
};
