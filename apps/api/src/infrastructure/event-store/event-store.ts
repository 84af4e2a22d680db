import type { Logger } from 'pino';
import type sqlite3 from 'sqlite3';
import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '../database/unit-of-work.js';
import type { EventMetadata, NewEvent, StoredEvent } from './event.js';
import { ConcurrencyError, DuplicateEventError, InvalidAppendError } from './event-store.errors.js';
import { SqliteReadConnection } from './sqlite-read-connection.js';

export interface AppendRequest {
  streamId: string;
  streamType: string;
  /** The stream's current version as the caller knows it: 0 for a new stream. */
  expectedVersion: number;
  events: readonly NewEvent[];
}

export interface AppendResult {
  /** The stream's version after the append (or after the original append, for a replay). */
  version: number;
  /** Global positions of the events, in the order given. */
  positions: number[];
}

/**
 * What the warehouse projector needs of an event: no metadata, no stream; `data` parsed.
 */
export interface ProjectionEvent {
  position: number;
  type: string;
  occurredAt: string;
  /** The parsed data, or MalformedEventData when the stored text is not JSON. */
  data: unknown;
}

/** Stands in for the data of an event whose stored text does not parse. */
export class MalformedEventData {
  constructor(readonly reason: string) {}
}

export type AppendedListener = (lastPosition: number) => void;

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  data: string;
  metadata: string;
  occurred_at: string;
}

interface ExistingEventRow {
  event_id: string;
  stream_id: string;
  version: number;
  position: number;
}

const COLUMNS =
  'position, event_id, stream_id, stream_type, version, type, data, metadata, occurred_at';
const PARAMS_PER_ROW = 9;
/** Rows per INSERT: 9 parameters each stays far below SQLite's 32,766-variable limit. */
const ROWS_PER_INSERT = 1_000;
/** Stream ids or event ids per `IN (...)` lookup. */
const IDS_PER_LOOKUP = 5_000;

/**
 * The event store on SQLite (DESIGN.md section 4, ADR 002).
 *
 * Appends go through the caller's `UnitOfWork` transaction, so operational read models change in
 * the same commit. Reads go through a separate read-only connection, so they only ever see
 * committed events (see `SqliteReadConnection`).
 */
export class SqliteEventStore {
  private readonly listeners = new Set<AppendedListener>();

  private constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly reader: SqliteReadConnection,
    private readonly logger: Logger | undefined,
  ) {}

  static async open(
    dataSource: DataSource,
    unitOfWork: UnitOfWork,
    options: { logger?: Logger } = {},
  ): Promise<SqliteEventStore> {
    const file = dataSource.options.database;
    if (dataSource.options.type !== 'sqlite' || typeof file !== 'string' || file === ':memory:') {
      throw new InvalidAppendError('SqliteEventStore needs a sqlite DataSource on a file');
    }
    const reader = await SqliteReadConnection.open(file);
    return new SqliteEventStore(unitOfWork, reader, options.logger);
  }

  /** Closes the read connection; the DataSource belongs to the caller. */
  async close(): Promise<void> {
    this.listeners.clear();
    await this.reader.close();
  }

  /**
   * Appends events to one stream at the expected version. Call inside `UnitOfWork.run` with its
   * manager. Replaying the same event ids returns the original result and appends nothing.
   *
   * @throws ConcurrencyError when the stream is not at `expectedVersion`.
   * @throws DuplicateEventError when only some ids exist, or they exist in another stream.
   */
  async append(
    manager: EntityManager,
    streamId: string,
    streamType: string,
    expectedVersion: number,
    events: readonly NewEvent[],
  ): Promise<AppendResult> {
    const request: AppendRequest = { streamId, streamType, expectedVersion, events };
    try {
      const [result] = await this.appendBatch(manager, [request]);
      return result as AppendResult;
    } catch (error) {
      // The stream is at the expected version but the ids exist: a replay made after reading
      // the stream again. SQLite aborted only the failed INSERT (one statement, as the request
      // fits one), so the transaction holds nothing of it and lives on.
      if (
        error instanceof DuplicateEventError &&
        events.length > 0 &&
        events.length <= ROWS_PER_INSERT
      ) {
        const replay = await this.findReplay(manager, request);
        if (replay) return replay;
      }
      throw error;
    }
  }

  /** `append` in a transaction of its own, for callers with no read model to update. */
  appendToStream(
    streamId: string,
    streamType: string,
    expectedVersion: number,
    events: readonly NewEvent[],
  ): Promise<AppendResult> {
    return this.unitOfWork.run((manager) =>
      this.append(manager, streamId, streamType, expectedVersion, events),
    );
  }

  /**
   * Appends to many streams in one go (seed, imports, benchmarks): one version lookup for all
   * streams, then multi-row INSERTs. A stream may appear more than once; each request's expected
   * version then counts the requests before it. Call inside `UnitOfWork.run`; any error leaves the
   * whole run to roll back.
   */
  async appendBatch(
    manager: EntityManager,
    appends: readonly AppendRequest[],
  ): Promise<AppendResult[]> {
    if (!this.unitOfWork.inRun) {
      throw new InvalidAppendError('SqliteEventStore.append must be called inside UnitOfWork.run');
    }
    if (appends.length === 0) return [];
    for (const request of appends) validateRequest(request);

    // The lookups run on SQLite's thread while this one serialises the payloads.
    const lookups = Promise.all([
      this.currentVersions(manager, [...new Set(appends.map((a) => a.streamId))]),
      lastPositionOf(manager),
    ]);
    const json: string[] = [];
    for (const request of appends) {
      for (const event of request.events) {
        json.push(JSON.stringify(event.data), JSON.stringify(event.metadata));
      }
    }
    const [versions, lastPosition] = await lookups;

    let position = lastPosition;
    let jsonIndex = 0;
    const params: (string | number)[] = [];
    const results: AppendResult[] = [];
    for (const request of appends) {
      const actual = versions.get(request.streamId) ?? 0;
      if (actual !== request.expectedVersion) {
        const replay = await this.findReplay(manager, request);
        if (!replay) throw new ConcurrencyError(request.streamId, request.expectedVersion, actual);
        results.push(replay);
        jsonIndex += request.events.length * 2;
        continue;
      }
      const positions: number[] = [];
      let version = actual;
      for (const event of request.events) {
        position += 1;
        version += 1;
        positions.push(position);
        params.push(
          position,
          event.eventId,
          request.streamId,
          request.streamType,
          version,
          event.type,
          json[jsonIndex] as string,
          json[jsonIndex + 1] as string,
          event.occurredAt,
        );
        jsonIndex += 2;
      }
      versions.set(request.streamId, version);
      results.push({ version, positions });
    }

    if (params.length > 0) {
      await this.insertRows(manager, params, appends);
      const last = position;
      this.unitOfWork.afterCommit(() => this.notify(last));
    }
    return results;
  }

  async readStream(streamId: string, manager?: EntityManager): Promise<StoredEvent[]> {
    const sql = `SELECT ${COLUMNS} FROM events WHERE stream_id = ? ORDER BY version`;
    const rows = manager
      ? ((await manager.query(sql, [streamId])) as EventRow[])
      : await this.reader.all<EventRow>(sql, [streamId]);
    return rows.map(toStoredEvent);
  }

  /** Events with position > `afterPosition`, in position order, at most `limit`. */
  async readAll(afterPosition: number, limit: number): Promise<StoredEvent[]> {
    const rows = await this.reader.all<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      [afterPosition, limit],
    );
    return rows.map(toStoredEvent);
  }

  /**
   * `readAll` for projectors, built for throughput: SQLite concatenates the batch into one JSON
   * array on its own thread, and a single JSON.parse here replaces a row object and a parse per
   * event (measured 1.7 times faster for 10 k-event batches). Should any event's data not be
   * JSON, the batch is read again row by row and that event's data is a MalformedEventData.
   * group_concat follows the subquery's order in practice but SQLite does not promise it; an
   * out-of-order batch is read row by row too.
   */
  async readForProjection(afterPosition: number, limit: number): Promise<ProjectionEvent[]> {
    const [row] = await this.reader.all<{ batch: string | null }>(
      `SELECT '[' || group_concat(
                position || ',' || json_quote(type) || ',' || json_quote(occurred_at) || ',' || data,
                ',') || ']' AS batch
         FROM (SELECT position, type, occurred_at, data FROM events
                WHERE position > ? ORDER BY position LIMIT ?)`,
      [afterPosition, limit],
    );
    if (!row?.batch) return [];
    let flat: unknown[];
    try {
      flat = JSON.parse(row.batch) as unknown[];
    } catch {
      return this.readForProjectionRowByRow(afterPosition, limit);
    }
    // Each event is 4 values. Data text that is valid inside an array but is not one JSON value
    // (only a hand edit could store it) would shift the rest: checked, then read row by row.
    const events: ProjectionEvent[] = new Array<ProjectionEvent>(flat.length >> 2);
    let previous = afterPosition;
    for (let i = 0, e = 0; i < flat.length; i += 4, e += 1) {
      const position = flat[i];
      const type = flat[i + 1];
      const occurredAt = flat[i + 2];
      if (
        typeof position !== 'number' ||
        position <= previous ||
        typeof type !== 'string' ||
        typeof occurredAt !== 'string' ||
        i + 3 >= flat.length
      ) {
        return this.readForProjectionRowByRow(afterPosition, limit);
      }
      events[e] = { position, type, occurredAt, data: flat[i + 3] };
      previous = position;
    }
    return events;
  }

  private async readForProjectionRowByRow(
    afterPosition: number,
    limit: number,
  ): Promise<ProjectionEvent[]> {
    const rows = await this.reader.all<{
      position: number;
      type: string;
      occurredAt: string;
      data: string;
    }>(
      `SELECT position, type, occurred_at AS occurredAt, data
         FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      [afterPosition, limit],
    );
    return rows.map((row) => {
      let data: unknown;
      try {
        data = JSON.parse(row.data) as unknown;
      } catch (error) {
        data = new MalformedEventData(error instanceof Error ? error.name : 'unparseable');
      }
      return { position: row.position, type: row.type, occurredAt: row.occurredAt, data };
    });
  }

  /** Position of the last committed event, 0 when the store is empty. */
  async lastPosition(): Promise<number> {
    const [row] = await this.reader.all<{ position: number | null }>(
      'SELECT max(position) AS position FROM events',
    );
    return row?.position ?? 0;
  }

  /**
   * Calls `listener` after each commit that appended events in this process, with the last
   * position. Appends by other processes are not seen here: subscribers poll `lastPosition` too.
   * Returns an unsubscribe function.
   */
  onAppended(listener: AppendedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(lastPosition: number): void {
    for (const listener of this.listeners) {
      try {
        listener(lastPosition);
      } catch (error) {
        // The append is committed whatever a listener does; report it rather than failing the
        // caller's command.
        this.logger?.error({ err: error }, 'event store listener failed');
      }
    }
  }

  private async currentVersions(
    manager: EntityManager,
    streamIds: readonly string[],
  ): Promise<Map<string, number>> {
    const versions = new Map<string, number>();
    for (let start = 0; start < streamIds.length; start += IDS_PER_LOOKUP) {
      const chunk = streamIds.slice(start, start + IDS_PER_LOOKUP);
      const rows = (await manager.query(
        `SELECT stream_id, max(version) AS version FROM events
          WHERE stream_id IN (${placeholders(chunk.length)}) GROUP BY stream_id`,
        chunk,
      )) as { stream_id: string; version: number }[];
      for (const row of rows) versions.set(row.stream_id, row.version);
    }
    return versions;
  }

  /**
   * The stored result when every event of the request exists in its stream (a retried append);
   * null when none exists; DuplicateEventError when only some do, or elsewhere.
   */
  private async findReplay(
    manager: EntityManager,
    request: AppendRequest,
  ): Promise<AppendResult | null> {
    const ids = request.events.map((e) => e.eventId);
    if (ids.length === 0) return null;
    const found = new Map<string, ExistingEventRow>();
    for (let start = 0; start < ids.length; start += IDS_PER_LOOKUP) {
      const chunk = ids.slice(start, start + IDS_PER_LOOKUP);
      const rows = (await manager.query(
        `SELECT event_id, stream_id, version, position FROM events
          WHERE event_id IN (${placeholders(chunk.length)})`,
        chunk,
      )) as ExistingEventRow[];
      for (const row of rows) found.set(row.event_id, row);
    }
    if (found.size === 0) return null;
    const stored = ids.map((id) => found.get(id));
    if (stored.some((row) => row === undefined || row.stream_id !== request.streamId)) {
      throw new DuplicateEventError(
        request.streamId,
        `${found.size} of ${ids.length} event ids exist already, not all in this stream`,
      );
    }
    const rows = stored as ExistingEventRow[];
    return {
      version: rows.reduce((max, row) => Math.max(max, row.version), 0),
      positions: rows.map((row) => row.position),
    };
  }

  /**
   * Multi-row INSERTs on the driver's sqlite3 connection itself: the one TypeORM runs the
   * UnitOfWork's transaction on, used directly to skip TypeORM's per-query logging and
   * broadcasting (measured about 7 % of the append's CPU time). A prepared statement kept across
   * batches saved a little more, but a live statement makes `dataSource.destroy()` fail, so the
   * store would have to be closed strictly first: not worth it.
   */
  private async insertRows(
    manager: EntityManager,
    params: readonly (string | number)[],
    appends: readonly AppendRequest[],
  ): Promise<void> {
    const db = rawConnection(manager);
    const chunkParams = ROWS_PER_INSERT * PARAMS_PER_ROW;
    for (let start = 0; start < params.length; start += chunkParams) {
      const chunk = params.slice(start, start + chunkParams);
      try {
        await runSql(db, insertSql(chunk.length / PARAMS_PER_ROW), chunk);
      } catch (error) {
        throw mapInsertError(error, appends);
      }
    }
  }
}

/** The sqlite3 handle under TypeORM's sqlite driver (one per DataSource). */
function rawConnection(manager: EntityManager): sqlite3.Database {
  const driver = manager.connection.driver as { databaseConnection?: sqlite3.Database };
  if (manager.connection.options.type !== 'sqlite' || !driver.databaseConnection) {
    throw new InvalidAppendError('SqliteEventStore needs a connected sqlite DataSource');
  }
  return driver.databaseConnection;
}

function runSql(db: sqlite3.Database, sql: string, params: readonly unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    db.run(sql, params, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

function insertSql(rowCount: number): string {
  return `INSERT INTO events (${COLUMNS}) VALUES ${rowPlaceholders(rowCount)}`;
}

async function lastPositionOf(manager: EntityManager): Promise<number> {
  const [row] = (await manager.query('SELECT max(position) AS position FROM events')) as {
    position: number | null;
  }[];
  return row?.position ?? 0;
}

function validateRequest(request: AppendRequest): void {
  if (!Number.isInteger(request.expectedVersion) || request.expectedVersion < 0) {
    throw new InvalidAppendError(
      `Stream ${request.streamId}: expected version must be an integer >= 0`,
    );
  }
  const ids = new Set<string>();
  for (const event of request.events) {
    if (ids.has(event.eventId)) {
      throw new DuplicateEventError(request.streamId, 'the same event id appears twice');
    }
    ids.add(event.eventId);
  }
}

function mapInsertError(error: unknown, appends: readonly AppendRequest[]): unknown {
  const message = error instanceof Error ? error.message : '';
  const streamId =
    appends.length === 1 ? (appends[0]?.streamId ?? '') : `(batch of ${appends.length})`;
  // Only another writer that skipped BEGIN IMMEDIATE can get here; still a lost race.
  if (message.includes('UNIQUE constraint failed: events.stream_id, events.version')) {
    const request = appends[0];
    return new ConcurrencyError(streamId, request?.expectedVersion ?? 0, null);
  }
  if (message.includes('UNIQUE constraint failed: events.event_id')) {
    return new DuplicateEventError(streamId, 'an event id exists already');
  }
  return error;
}

function placeholders(count: number): string {
  return new Array<string>(count).fill('?').join(', ');
}

const ROW_PLACEHOLDER = `(${placeholders(PARAMS_PER_ROW)})`;

function rowPlaceholders(rowCount: number): string {
  return new Array<string>(rowCount).fill(ROW_PLACEHOLDER).join(', ');
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    position: row.position,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    version: row.version,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as EventMetadata,
    occurredAt: row.occurred_at,
  };
}
