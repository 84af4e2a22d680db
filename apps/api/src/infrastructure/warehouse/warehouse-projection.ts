import type { DuckDBAppender } from '@duckdb/node-api';

/** An event as projections see it: the fields every fact needs, data parsed once. */
export interface ProjectedEvent {
  position: number;
  type: string;
  occurredAt: string;
  data: unknown;
}

/**
 * One warehouse table fed by some event types. `toRow` validates and maps (pure, throws
 * InvalidEventDataError); `appendRow` writes the row through the Appender in table column order.
 * Keeping the two apart means a malformed event fails before the Appender holds half a row.
 */
export interface WarehouseProjection<TRow> {
  readonly table: string;
  readonly eventTypes: readonly string[];
  /** `CREATE TABLE IF NOT EXISTS …`; every table starts with the event's `position`. */
  readonly createTable: string;
  /** Column names in table order (fingerprints, tests). */
  readonly columns: readonly string[];
  toRow(event: ProjectedEvent): TRow;
  appendRow(appender: DuckDBAppender, row: TRow): void;
}

/**
 * The event's data does not have the shape its type promises. The message names the field,
 * never its value: it ends up in logs and in `dead_letters`.
 */
export class InvalidEventDataError extends Error {
  constructor(eventType: string, field: string, expected: string) {
    super(`${eventType}: field "${field}" must be ${expected}`);
    this.name = 'InvalidEventDataError';
  }
}

type Data = Record<string, unknown>;

export function dataOf(event: ProjectedEvent): Data {
  const data = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new InvalidEventDataError(event.type, '(data)', 'an object');
  }
  return data as Data;
}

export function requireId(event: ProjectedEvent, data: Data, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.length === 0) {
    throw new InvalidEventDataError(event.type, field, 'a non-empty string');
  }
  return value;
}

export function optionalId(event: ProjectedEvent, data: Data, field: string): string | null {
  const value = data[field];
  if (value === null || value === undefined) return null;
  return requireId(event, data, field);
}

export function requireInteger(event: ProjectedEvent, data: Data, field: string, min = 0): number {
  const value = data[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 0x7fffffff) {
    throw new InvalidEventDataError(event.type, field, `an integer >= ${min}`);
  }
  return value;
}

export function requireBoolean(event: ProjectedEvent, data: Data, field: string): boolean {
  const value = data[field];
  if (typeof value !== 'boolean') {
    throw new InvalidEventDataError(event.type, field, 'a boolean');
  }
  return value;
}

export function requireOneOf<T extends string>(
  event: ProjectedEvent,
  data: Data,
  field: string,
  allowed: readonly T[],
): T {
  const value = data[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new InvalidEventDataError(event.type, field, `one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/**
 * An ISO-8601 UTC timestamp as the store writes them (`Date.toISOString()`). Checked here, with a
 * regular expression rather than Date.parse (several times slower), so that a bad one fails in
 * `toRow`; DuckDB then parses it while appending, in C++.
 */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

export function requireTimestamp(event: ProjectedEvent, value: unknown, field: string): string {
  if (typeof value !== 'string' || !ISO_UTC.test(value)) {
    throw new InvalidEventDataError(event.type, field, 'an ISO-8601 UTC timestamp');
  }
  return value;
}

/** Positions fit an INTEGER append for the first 2^31 events; BIGINT after that. */
export function appendPosition(appender: DuckDBAppender, position: number): void {
  if (position <= 0x7fffffff) appender.appendInteger(position);
  else appender.appendBigInt(BigInt(position));
}

export function appendNullableVarchar(appender: DuckDBAppender, value: string | null): void {
  if (value === null) appender.appendNull();
  else appender.appendVarchar(value);
}
