import fs from 'node:fs/promises';
import {
  DuckDBInstance,
  type DuckDBConnection,
  type DuckDBValue,
  type Json,
} from '@duckdb/node-api';
import { WAREHOUSE_PROJECTIONS, WAREHOUSE_VIEWS } from './warehouse-projections.js';

/**
 * Version of the warehouse's table shapes. The warehouse is derived data: a file of another
 * version is rebuilt from the event store, never migrated.
 */
export const WAREHOUSE_SCHEMA_VERSION = 2;

/** The checkpoint row of the (single) warehouse projector. */
export const WAREHOUSE_PROJECTOR = 'warehouse';

export interface WarehouseOptions {
  file: string;
  /** Defaults to DUCKDB_THREADS, then '2'. */
  threads?: string;
  /** Defaults to DUCKDB_MEMORY_LIMIT, then '2GB'; DuckDB's own default is 80 % of RAM. */
  memoryLimit?: string;
}

export type JsonRow = Record<string, Json>;

/** Another process (usually the running app) holds the DuckDB file: DuckDB allows one. */
export class WarehouseLockedError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(
      `The warehouse file ${file} is in use by another process (DuckDB allows one process per ` +
        'file). Stop the app first, or ask the running app to rebuild its warehouse.',
      { cause },
    );
    this.name = 'WarehouseLockedError';
  }
}

export class WarehouseSchemaMismatchError extends Error {
  constructor(
    readonly file: string,
    readonly found: number,
  ) {
    super(
      `The warehouse file ${file} has schema version ${found}, this build expects ` +
        `${WAREHOUSE_SCHEMA_VERSION}: rebuild it (npm run warehouse:rebuild).`,
    );
    this.name = 'WarehouseSchemaMismatchError';
  }
}

interface Handles {
  instance: DuckDBInstance;
  writer: DuckDBConnection;
  reader: DuckDBConnection;
}

/**
 * The DuckDB analytics warehouse (DESIGN.md section 3, step 4; ADR 002). One process owns the
 * file: the projector writes through `writer`, dashboards read through `query`, which runs on a
 * connection of its own and so only sees committed batches.
 */
export class DuckDbWarehouse {
  private handles: Handles | null;
  /** Queries wait on this while the file is being swapped for a rebuilt one. */
  private gate: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private drained: (() => void) | null = null;

  private constructor(
    readonly file: string,
    private readonly config: Record<string, string>,
    handles: Handles,
  ) {
    this.handles = handles;
  }

  static async open(options: WarehouseOptions): Promise<DuckDbWarehouse> {
    const config = {
      threads: options.threads ?? process.env['DUCKDB_THREADS'] ?? '2',
      memory_limit: options.memoryLimit ?? process.env['DUCKDB_MEMORY_LIMIT'] ?? '2GB',
      // Appended batches sit in the WAL until a checkpoint; DuckDB's 16 MB default checkpoints
      // every few batches, which cost about a third of the projection time in our measurements.
      checkpoint_threshold: '256MB',
    };
    const handles = await openHandles(options.file, config);
    const warehouse = new DuckDbWarehouse(options.file, config, handles);
    try {
      await warehouse.ensureSchema(handles.writer);
    } catch (error) {
      closeHandles(handles);
      throw error;
    }
    return warehouse;
  }

  /** The projector's connection: appenders and batch transactions. Nothing else writes. */
  get writer(): DuckDBConnection {
    return this.open().writer;
  }

  /**
   * Runs a read query for dashboards and returns JSON-safe rows. BIGINT (and so `count(*)`)
   * comes back as a string: cast in SQL (`count(*)::INTEGER`, `sum(x)::DOUBLE`) to get numbers.
   * Values bind to `$1, $2…`; never interpolate request input into `sql`.
   */
  async query<T extends JsonRow = JsonRow>(
    sql: string,
    params?: DuckDBValue[] | Record<string, DuckDBValue>,
  ): Promise<T[]> {
    await this.gate;
    const { reader } = this.open();
    this.inFlight += 1;
    try {
      const result = await reader.runAndReadAll(sql, params);
      return result.getRowObjectsJson() as T[];
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.drained?.();
    }
  }

  /** The last event position the warehouse holds (0 when empty). */
  async checkpoint(): Promise<number> {
    await this.gate;
    return readCheckpoint(this.writer);
  }

  /** Row count of every projected table, for the CLI, the benchmark and tests. */
  async tableCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const projection of WAREHOUSE_PROJECTIONS) {
      const [row] = await this.query<{ n: number }>(
        `SELECT count(*)::DOUBLE AS n FROM ${projection.table}`,
      );
      counts[projection.table] = row?.n ?? 0;
    }
    return counts;
  }

  /**
   * Per table: row count and two order-independent hashes of all columns (XOR cancels duplicate
   * pairs, the sum does not). Equal fingerprints mean equal tables as multisets; tests and the
   * benchmark compare incremental, rebuilt and crash-recovered warehouses with it.
   */
  async fingerprint(): Promise<Record<string, string>> {
    const fingerprints: Record<string, string> = {};
    for (const projection of WAREHOUSE_PROJECTIONS) {
      const columns = projection.columns.join(', ');
      const [row] = await this.query<{ fingerprint: string }>(
        `SELECT concat_ws(' ', count(*), coalesce(bit_xor(hash(${columns})), 0),
                          coalesce(sum(hash(${columns})), 0)) AS fingerprint
           FROM ${projection.table}`,
      );
      fingerprints[projection.table] = row?.fingerprint ?? '';
    }
    return fingerprints;
  }

  /** Writes everything to the main file and empties the WAL (before a swap or a copy). */
  async flushToDisk(): Promise<void> {
    await this.writer.run('CHECKPOINT');
  }

  async close(): Promise<void> {
    await this.drain();
    if (this.handles) closeHandles(this.handles);
    this.handles = null;
  }

  /**
   * Replaces this warehouse's file with a rebuilt one and reopens it, in place, so that
   * everything holding this object keeps working. Queries arriving meanwhile wait; the caller
   * stops the projector first. `rebuiltFile` must be closed (see `rebuildWarehouse`).
   */
  async replaceFileWith(rebuiltFile: string): Promise<void> {
    let open!: () => void;
    this.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    try {
      await this.drain();
      if (this.handles) closeHandles(this.handles);
      this.handles = null;
      try {
        await swapFiles(rebuiltFile, this.file);
      } catch (error) {
        // The rename did not happen: carry on with the old file rather than stay closed.
        this.handles = await openHandles(this.file, this.config);
        throw error;
      }
      const handles = await openHandles(this.file, this.config);
      await this.ensureSchema(handles.writer);
      this.handles = handles;
    } finally {
      open();
    }
  }

  private open(): Handles {
    if (!this.handles) throw new Error(`The warehouse ${this.file} is closed`);
    return this.handles;
  }

  private async drain(): Promise<void> {
    if (this.inFlight === 0) return;
    await new Promise<void>((resolve) => {
      this.drained = resolve;
    });
    this.drained = null;
  }

  private async ensureSchema(connection: DuckDBConnection): Promise<void> {
    await connection.run(
      'CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL, created_at TIMESTAMPTZ NOT NULL)',
    );
    const rows = (
      await connection.runAndReadAll('SELECT max(version) AS version FROM schema_version')
    ).getRowObjectsJson();
    const found = rows[0]?.['version'];
    if (typeof found === 'number' && found !== WAREHOUSE_SCHEMA_VERSION) {
      throw new WarehouseSchemaMismatchError(this.file, found);
    }
    await connection.run('BEGIN TRANSACTION');
    try {
      await connection.run(
        `CREATE TABLE IF NOT EXISTS checkpoint (
           projector VARCHAR PRIMARY KEY,
           position BIGINT NOT NULL,
           updated_at TIMESTAMPTZ NOT NULL
         )`,
      );
      await connection.run(
        `CREATE TABLE IF NOT EXISTS dead_letters (
           position BIGINT PRIMARY KEY,
           event_type VARCHAR NOT NULL,
           error VARCHAR NOT NULL,
           first_failed_at TIMESTAMPTZ NOT NULL,
           last_failed_at TIMESTAMPTZ NOT NULL,
           attempts INTEGER NOT NULL
         )`,
      );
      for (const projection of WAREHOUSE_PROJECTIONS) await connection.run(projection.createTable);
      for (const view of WAREHOUSE_VIEWS) await connection.run(view);
      await connection.run(
        `INSERT INTO checkpoint VALUES ('${WAREHOUSE_PROJECTOR}', 0, now()) ON CONFLICT DO NOTHING`,
      );
      if (found === null || found === undefined) {
        await connection.run(
          `INSERT INTO schema_version VALUES (${WAREHOUSE_SCHEMA_VERSION}, now())`,
        );
      }
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK');
      throw error;
    }
  }
}

export async function readCheckpoint(connection: DuckDBConnection): Promise<number> {
  const result = await connection.runAndReadAll(
    'SELECT position::DOUBLE AS position FROM checkpoint WHERE projector = $1',
    [WAREHOUSE_PROJECTOR],
  );
  const value = result.getRowObjectsJson()[0]?.['position'];
  return typeof value === 'number' ? value : 0;
}

/**
 * Opens a DuckDB file, translating the lock conflict of a second process into
 * WarehouseLockedError. The CLI also uses it to hold the lock while it rebuilds.
 */
export async function openDuckDb(
  file: string,
  config: Record<string, string>,
): Promise<DuckDBInstance> {
  try {
    return await DuckDBInstance.create(file, config);
  } catch (error) {
    if (error instanceof Error && /lock/i.test(error.message)) {
      throw new WarehouseLockedError(file, error);
    }
    throw error;
  }
}

async function openHandles(file: string, config: Record<string, string>): Promise<Handles> {
  const instance = await openDuckDb(file, config);
  try {
    const writer = await instance.connect();
    const reader = await instance.connect();
    return { instance, writer, reader };
  } catch (error) {
    instance.closeSync();
    throw error;
  }
}

function closeHandles(handles: Handles): void {
  handles.reader.closeSync();
  handles.writer.closeSync();
  handles.instance.closeSync();
}

/**
 * Puts `from` (a closed DuckDB file) in place of `to` with rename(2), atomic on one file system.
 * A WAL left beside `to` belongs to the old file and would be replayed onto the new one, so it
 * goes first. `from` should have no WAL (checkpoint before closing); if it has one it follows
 * the file, so that a crash in between loses only the WAL's batches, which the projector then
 * projects again from the checkpoint in the main file.
 */
export async function swapFiles(from: string, to: string): Promise<void> {
  await fs.rm(`${to}.wal`, { force: true });
  await fs.rename(from, to);
  await fs.rename(`${from}.wal`, `${to}.wal`).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
