/**
 * Warehouse benchmark (npm run bench:warehouse): appends a year of a 40-school network (about
 * 3.3 million events) to a fresh SQLite event store, projects it into a fresh DuckDB warehouse,
 * then rebuilds the warehouse from position 0. Everything lives in a temporary directory that is
 * removed afterwards (--keep keeps it).
 *
 * Options: --limit N (stop after N events, for a quick run), --batch-size N (projection batch),
 * --interleaved N (events of the time-ordered append, 0 to skip), --keep.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { openDataSource } from '../infrastructure/database/data-source.js';
import { UnitOfWork } from '../infrastructure/database/unit-of-work.js';
import { SqliteEventStore } from '../infrastructure/event-store/event-store.js';
import {
  BENCH_SCHOOL_NETWORK,
  chunked,
  generateSchoolNetwork,
  toAppendRequests,
  type SchoolNetworkOptions,
} from '../infrastructure/warehouse/bench/synthetic-school-network.js';
import { DuckDbWarehouse } from '../infrastructure/warehouse/duckdb-warehouse.js';
import { rebuildWarehouse } from '../infrastructure/warehouse/warehouse-rebuild.js';
import {
  CATCH_UP_BATCH_SIZE,
  WarehouseProjector,
} from '../infrastructure/warehouse/warehouse-projector.js';

const TARGETS = { appendPerSecond: 40_000, projectPerSecond: 150_000, rebuildSeconds: 30 };
const EVENTS_PER_TRANSACTION = 1_000;

interface Args {
  limit: number;
  keep: boolean;
  batchSize: number;
  interleaved: number;
}

function parseArgs(argv: readonly string[]): Args {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    limit: Number(value('--limit') ?? Number.POSITIVE_INFINITY),
    keep: argv.includes('--keep'),
    batchSize: Number(value('--batch-size') ?? CATCH_UP_BATCH_SIZE),
    interleaved: Number(value('--interleaved') ?? 500_000),
  };
}

function* take<T>(source: Iterable<T>, limit: number): Generator<T> {
  if (limit <= 0) return;
  let count = 0;
  for (const item of source) {
    yield item;
    count += 1;
    if (count >= limit) return;
  }
}

const rate = (events: number, ms: number): number => Math.round((events / ms) * 1_000);
/** CPU seconds of this process (all threads) since `start`: wall time alone hides contention. */
const cpuSeconds = (start: NodeJS.CpuUsage): string => {
  const { user, system } = process.cpuUsage(start);
  return ((user + system) / 1e6).toFixed(1);
};
const fmt = (n: number): string => n.toLocaleString('en-US');

async function fileSize(file: string): Promise<number> {
  const sizes = await Promise.all(
    [file, `${file}-wal`, `${file}.wal`].map((f) =>
      fs.stat(f).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

interface Store {
  eventStore: SqliteEventStore;
  close(): Promise<void>;
  checkpointWal(): Promise<void>;
  append(network: SchoolNetworkOptions, limit: number): Promise<{ events: number; rate: number }>;
}

async function openBenchStore(file: string, logger: Logger): Promise<Store> {
  const dataSource = await openDataSource({ file });
  const unitOfWork = new UnitOfWork(dataSource);
  const eventStore = await SqliteEventStore.open(dataSource, unitOfWork, { logger });
  return {
    eventStore,
    async close() {
      await eventStore.close();
      await dataSource.destroy();
    },
    async checkpointWal() {
      await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
    },
    /**
     * Appends 1,000 events per transaction. Generating events costs about as much main-thread
     * time as appending them, so the rate is timed inside UnitOfWork.run.
     */
    async append(network, limit) {
      let events = 0;
      let storeMs = 0;
      for (const chunk of chunked(
        take(generateSchoolNetwork(network), limit),
        EVENTS_PER_TRANSACTION,
      )) {
        const requests = toAppendRequests(chunk);
        const started = performance.now();
        await unitOfWork.run((manager) => eventStore.appendBatch(manager, requests));
        storeMs += performance.now() - started;
        events += chunk.length;
        if (events % 500_000 < EVENTS_PER_TRANSACTION) {
          console.log(`   … ${fmt(events)} events, ${fmt(rate(events, storeMs))} events/s`);
        }
      }
      return { events, rate: rate(events, storeMs) };
    },
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const logger = pino({ level: process.env['LOG_LEVEL'] ?? 'warn' });
  const cpus = os.cpus();
  console.log('Machine');
  console.log(`  cores      ${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`);
  console.log(`  memory     ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`);
  console.log(`  node       ${process.version} on ${os.platform()} ${os.release()}`);
  console.log(
    `  load avg   ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1/5/15 min, at start)`,
  );
  console.log(`  DuckDB     threads=${process.env['DUCKDB_THREADS'] ?? '2'}`);

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  const sqliteFile = path.join(dir, 'atelier.sqlite');
  const duckFile = path.join(dir, 'warehouse.duckdb');
  console.log(`  directory  ${dir}`);
  const store = await openBenchStore(sqliteFile, logger);
  try {
    // 1. The whole network, assignment by assignment: the shape of a bulk import, about 95
    // streams per 1,000-event transaction.
    console.log(
      `\n1. Append, assignment order (${fmt(EVENTS_PER_TRANSACTION)} events per transaction)`,
    );
    const appendCpu = process.cpuUsage();
    const appended = await store.append(BENCH_SCHOOL_NETWORK, args.limit);
    console.log(`   events            ${fmt(appended.events)}`);
    console.log(`   append            ${fmt(appended.rate)} events/s`);
    console.log(`   CPU               ${cpuSeconds(appendCpu)} s (generation included)`);
    // Fold the WAL into the main file, as SQLite's own checkpoints soon would, so that the
    // projection reads one file.
    await store.checkpointWal();
    console.log(`   SQLite size       ${((await fileSize(sqliteFile)) / 2 ** 20).toFixed(0)} MiB`);

    // 2. Project into a fresh warehouse.
    console.log(`\n2. Project (batches of ${fmt(args.batchSize)} events)`);
    const warehouse = await DuckDbWarehouse.open({ file: duckFile });
    const projector = new WarehouseProjector(store.eventStore, warehouse, logger, {
      batchSize: args.batchSize,
    });
    const projectStarted = performance.now();
    const projectCpu = process.cpuUsage();
    const projected = await projector.catchUp();
    const projectRate = rate(projected, performance.now() - projectStarted);
    const projectCpuSeconds = cpuSeconds(projectCpu);
    const counts = await warehouse.tableCounts();
    const incremental = await warehouse.fingerprint();
    await warehouse.close();
    console.log(`   events            ${fmt(projected)}`);
    console.log(`   projection        ${fmt(projectRate)} events/s`);
    console.log(`   CPU               ${projectCpuSeconds} s`);
    for (const [table, count] of Object.entries(counts)) {
      console.log(`   ${table.padEnd(24)}${fmt(count)} rows`);
    }
    console.log(`   DuckDB size       ${((await fileSize(duckFile)) / 2 ** 20).toFixed(0)} MiB`);

    // 3. Rebuild from position 0 into a new file and swap it in.
    console.log('\n3. Rebuild from position 0 and swap');
    const rebuildCpu = process.cpuUsage();
    const rebuild = await rebuildWarehouse({
      eventStore: store.eventStore,
      targetFile: duckFile,
      logger,
      batchSize: args.batchSize,
    });
    const reopened = await DuckDbWarehouse.open({ file: duckFile });
    const rebuilt = await reopened.fingerprint();
    await reopened.close();
    const same = JSON.stringify(rebuilt) === JSON.stringify(incremental);
    console.log(`   seconds           ${rebuild.seconds.toFixed(1)}`);
    console.log(`   CPU               ${cpuSeconds(rebuildCpu)} s`);
    console.log(`   equals incremental ${same ? 'yes' : 'NO'}`);

    // 4. The start of the network in time order, classes and students interleaved: about 760
    // streams per transaction, each dirtying its own index page. For comparison only, and last,
    // so that its writes do not disturb the measurements above.
    let interleavedRate: number | null = null;
    if (args.interleaved > 0) {
      console.log(`\n4. Append, time order (first ${fmt(args.interleaved)} events, separate file)`);
      const other = await openBenchStore(path.join(dir, 'interleaved.sqlite'), logger);
      try {
        const result = await other.append(
          { ...BENCH_SCHOOL_NETWORK, order: 'time' },
          args.interleaved,
        );
        interleavedRate = result.rate;
        console.log(`   append            ${fmt(result.rate)} events/s`);
      } finally {
        await other.close();
      }
    }

    console.log('\nSummary');
    const rows: [string, string, string, boolean | null][] = [
      [
        'append',
        `≥ ${fmt(TARGETS.appendPerSecond)} ev/s`,
        `${fmt(appended.rate)} ev/s`,
        appended.rate >= TARGETS.appendPerSecond,
      ],
      ...(interleavedRate === null
        ? []
        : [
            ['append, time order', '(none)', `${fmt(interleavedRate)} ev/s`, null] as [
              string,
              string,
              string,
              null,
            ],
          ]),
      [
        'projection',
        `≥ ${fmt(TARGETS.projectPerSecond)} ev/s`,
        `${fmt(projectRate)} ev/s`,
        projectRate >= TARGETS.projectPerSecond,
      ],
      [
        'rebuild',
        `≤ ${TARGETS.rebuildSeconds} s`,
        `${rebuild.seconds.toFixed(1)} s`,
        rebuild.seconds <= TARGETS.rebuildSeconds,
      ],
    ];
    for (const [name, target, measured, ok] of rows) {
      const verdict = ok === null ? '' : ok ? 'ok' : 'MISSED';
      console.log(
        `   ${name.padEnd(20)} target ${target.padEnd(16)} measured ${measured.padEnd(14)} ${verdict}`,
      );
    }
    console.log(
      `   load avg at end ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (!same) process.exitCode = 1;
  } finally {
    await store.close();
    if (args.keep) console.log(`\nKept ${dir}`);
    else await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
