/**
 * Rebuilds the DuckDB warehouse from the event store (npm run warehouse:rebuild): projects every
 * event from position 0 into `<DATA_DIR>/warehouse.duckdb.rebuild-<ts>`, then swaps it in for
 * `<DATA_DIR>/warehouse.duckdb` (DATA_DIR defaults to ./data).
 *
 * DuckDB lets one process open a file: stop the app first. A running app rebuilds its own
 * warehouse instead (rebuildWarehouse with `live`), which keeps serving dashboards meanwhile.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { openDataSource } from '../infrastructure/database/data-source.js';
import { UnitOfWork } from '../infrastructure/database/unit-of-work.js';
import { SqliteEventStore } from '../infrastructure/event-store/event-store.js';
import { WarehouseLockedError } from '../infrastructure/warehouse/duckdb-warehouse.js';
import { rebuildWarehouse } from '../infrastructure/warehouse/warehouse-rebuild.js';

async function main(): Promise<number> {
  const dataDir = path.resolve(process.env['DATA_DIR'] ?? './data');
  const sqliteFile = path.join(dataDir, 'atelier.sqlite');
  const duckFile = path.join(dataDir, 'warehouse.duckdb');
  const logger = pino({ level: process.env['LOG_LEVEL'] ?? 'warn' });

  // Opening a missing file would create an empty store and "rebuild" an empty warehouse.
  const exists = await fs
    .access(sqliteFile)
    .then(() => true)
    .catch(() => false);
  if (!exists) {
    console.error(`No event store at ${sqliteFile}. Set DATA_DIR to the app's data directory.`);
    return 1;
  }

  const dataSource = await openDataSource({ file: sqliteFile });
  const eventStore = await SqliteEventStore.open(dataSource, new UnitOfWork(dataSource), {
    logger,
  });
  try {
    console.log(`Rebuilding ${duckFile} from ${sqliteFile} …`);
    const result = await rebuildWarehouse({ eventStore, targetFile: duckFile, logger });
    console.log(
      `Projected ${result.events.toLocaleString('en-US')} events in ${result.seconds.toFixed(1)} s (checkpoint ${result.checkpoint}).`,
    );
    for (const [table, count] of Object.entries(result.tables)) {
      console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en-US')} rows`);
    }
    return 0;
  } catch (error) {
    if (error instanceof WarehouseLockedError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await eventStore.close();
    await dataSource.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
