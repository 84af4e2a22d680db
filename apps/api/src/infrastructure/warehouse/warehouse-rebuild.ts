import fs from 'node:fs/promises';
import type { DuckDBInstance } from '@duckdb/node-api';
import type { Logger } from 'pino';
import {
  DuckDbWarehouse,
  WarehouseLockedError,
  openDuckDb,
  swapFiles,
  type WarehouseOptions,
} from './duckdb-warehouse.js';
import {
  CATCH_UP_BATCH_SIZE,
  WarehouseProjector,
  type ProjectorEventSource,
} from './warehouse-projector.js';

export interface RebuildOptions {
  eventStore: ProjectorEventSource;
  /** The warehouse file to replace (it need not exist). */
  targetFile: string;
  logger: Logger;
  /** Defaults to CATCH_UP_BATCH_SIZE. */
  batchSize?: number;
  warehouse?: Omit<WarehouseOptions, 'file'>;
  /**
   * The running app's warehouse and projector. The rebuilt file is swapped in under them: the
   * projector is stopped for the final catch-up and the swap, then started again. Without
   * `live`, no process may hold `targetFile` (the CLI case).
   */
  live?: { warehouse: DuckDbWarehouse; projector: WarehouseProjector };
}

export interface RebuildResult {
  file: string;
  /** Events read from the store (projected or skipped as not projected). */
  events: number;
  checkpoint: number;
  seconds: number;
  tables: Record<string, number>;
}

export class WarehouseRebuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WarehouseRebuildError';
  }
}

/**
 * Projects the whole event store from position 0 into a new file beside the target
 * (`<file>.rebuild-<ts>`), then swaps it in with an atomic rename: dashboards keep reading the
 * old warehouse until the new one is complete, and a failed rebuild leaves the old one as it was.
 * Used after a projection changes (WAREHOUSE_SCHEMA_VERSION) and to recover from a bad file.
 */
export async function rebuildWarehouse(options: RebuildOptions): Promise<RebuildResult> {
  const { eventStore, targetFile, logger, live } = options;
  const started = performance.now();
  const rebuildFile = `${targetFile}.rebuild-${Date.now()}`;
  // Without a live app, hold the target's lock throughout: fails fast if an app owns the file,
  // and keeps one from starting on a file that is about to be replaced.
  let lock = live ? null : await lockIfExists(targetFile, logger);
  let rebuilt: DuckDbWarehouse | null = null;
  let liveStopped = false;
  try {
    rebuilt = await DuckDbWarehouse.open({ ...options.warehouse, file: rebuildFile });
    const projector = new WarehouseProjector(eventStore, rebuilt, logger, {
      batchSize: options.batchSize ?? CATCH_UP_BATCH_SIZE,
    });
    logger.info({ file: rebuildFile }, 'warehouse rebuild started');
    let events = await catchUpOrFail(projector);
    if (live) {
      // Appends made during the rebuild: a short catch-up while the old file stands still.
      await live.projector.stop();
      liveStopped = true;
      events += await catchUpOrFail(projector);
    }
    const checkpoint = await rebuilt.checkpoint();
    const tables = await rebuilt.tableCounts();
    await rebuilt.flushToDisk();
    await rebuilt.close();
    rebuilt = null;

    if (live) {
      await live.warehouse.replaceFileWith(rebuildFile);
      live.projector.start();
      liveStopped = false;
    } else {
      lock?.closeSync();
      lock = null;
      await swapFiles(rebuildFile, targetFile);
    }
    const seconds = (performance.now() - started) / 1_000;
    logger.info(
      { file: targetFile, events, checkpoint, seconds },
      'warehouse rebuilt and swapped in',
    );
    return { file: targetFile, events, checkpoint, seconds, tables };
  } catch (error) {
    if (rebuilt) await rebuilt.close().catch(() => undefined);
    await fs.rm(rebuildFile, { force: true });
    await fs.rm(`${rebuildFile}.wal`, { force: true });
    if (live && liveStopped) live.projector.start();
    throw error;
  } finally {
    lock?.closeSync();
  }
}

async function catchUpOrFail(projector: WarehouseProjector): Promise<number> {
  const events = await projector.catchUp();
  const { deadLetter } = projector.status();
  if (deadLetter) {
    throw new WarehouseRebuildError(
      `Rebuild stopped on a dead letter at position ${deadLetter.position} ` +
        `(${deadLetter.eventType}: ${deadLetter.error}); the current warehouse is unchanged`,
    );
  }
  return events;
}

async function lockIfExists(file: string, logger: Logger): Promise<DuckDBInstance | null> {
  const exists = await fs
    .access(file)
    .then(() => true)
    .catch(() => false);
  if (!exists) return null;
  try {
    return await openDuckDb(file, { threads: '1', memory_limit: '256MB' });
  } catch (error) {
    if (error instanceof WarehouseLockedError) throw error;
    // An unreadable file is a reason to rebuild, not to refuse to.
    logger.warn({ err: error, file }, 'current warehouse file cannot be opened; replacing it');
    return null;
  }
}
