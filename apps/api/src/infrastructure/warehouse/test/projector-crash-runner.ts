/**
 * Child process of the crash test (projector-crash.int.test.ts): projects a store into a
 * warehouse, printing `in-batch <from> <to>` inside each batch transaction, just before COMMIT,
 * then waiting `delayMs` so the test can SIGKILL it there. Run with `node --import tsx`.
 *
 * Usage: projector-crash-runner.ts <sqlite file> <duckdb file> <batch size> <delay ms>
 */
import { pino } from 'pino';
import { DuckDbWarehouse } from '../duckdb-warehouse.js';
import { WarehouseProjector } from '../warehouse-projector.js';
import { openStore } from './warehouse-test-kit.js';

const [sqliteFile, duckFile, batchSize = '10000', delayMs = '0'] = process.argv.slice(2);
if (!sqliteFile || !duckFile) throw new Error('usage: <sqlite file> <duckdb file> [batch] [delay]');

const store = await openStore(sqliteFile);
const warehouse = await DuckDbWarehouse.open({ file: duckFile });
const projector = new WarehouseProjector(store.eventStore, warehouse, pino({ level: 'silent' }), {
  batchSize: Number(batchSize),
  beforeCommit: async ({ from, to }) => {
    process.stdout.write(`in-batch ${from} ${to}\n`);
    if (Number(delayMs) > 0) await new Promise((resolve) => setTimeout(resolve, Number(delayMs)));
  },
});
const consumed = await projector.catchUp();
process.stdout.write(`done ${await warehouse.checkpoint()} ${consumed}\n`);
await warehouse.close();
await store.close();
