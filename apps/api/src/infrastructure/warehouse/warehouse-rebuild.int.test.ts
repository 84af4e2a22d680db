import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuckDbWarehouse, WarehouseLockedError } from './duckdb-warehouse.js';
import {
  SMALL_NETWORK,
  appendNetwork,
  buildEvent,
  makeTempDir,
  openStore,
  removeDir,
  silentLogger,
  waitFor,
  type StoreHandle,
} from './test/warehouse-test-kit.js';
import { WarehouseProjector } from './warehouse-projector.js';
import { WarehouseRebuildError, rebuildWarehouse } from './warehouse-rebuild.js';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe(rebuildWarehouse.name, () => {
  let dir: string;
  let target: string;
  let store: StoreHandle;

  beforeEach(async () => {
    dir = await makeTempDir('rebuild');
    target = path.join(dir, 'warehouse.duckdb');
    store = await openStore(path.join(dir, 'atelier.sqlite'));
    await appendNetwork(store, SMALL_NETWORK);
  });

  afterEach(async () => {
    await store.close();
    await removeDir(dir);
  });

  /** Projects incrementally into `target` and returns its fingerprint. */
  async function projectIncrementally(): Promise<Record<string, string>> {
    const warehouse = await DuckDbWarehouse.open({ file: target });
    try {
      await new WarehouseProjector(store.eventStore, warehouse, silentLogger, {
        batchSize: 64,
      }).catchUp();
      return await warehouse.fingerprint();
    } finally {
      await warehouse.close();
    }
  }

  async function fingerprintOf(file: string): Promise<Record<string, string>> {
    const warehouse = await DuckDbWarehouse.open({ file });
    try {
      return await warehouse.fingerprint();
    } finally {
      await warehouse.close();
    }
  }

  const leftovers = async () => (await fs.readdir(dir)).filter((f) => f.includes('.rebuild-'));

  it('projects from position 0 into a new file and swaps it in, equal to the incremental result', async () => {
    const incremental = await projectIncrementally();

    const result = await rebuildWarehouse({
      eventStore: store.eventStore,
      targetFile: target,
      logger: silentLogger,
    });

    const last = await store.eventStore.lastPosition();
    expect(result).toMatchObject({ file: target, events: last, checkpoint: last });
    expect(Object.values(result.tables).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await fingerprintOf(target)).toEqual(incremental);
    expect(await leftovers()).toEqual([]);
  });

  it('swaps under a running app, which keeps following the store', async () => {
    const warehouse = await DuckDbWarehouse.open({ file: target });
    const projector = new WarehouseProjector(store.eventStore, warehouse, silentLogger, {
      pollIntervalMs: 50,
    });
    projector.start();
    try {
      const rebuilding = rebuildWarehouse({
        eventStore: store.eventStore,
        targetFile: target,
        logger: silentLogger,
        live: { warehouse, projector },
      });
      await store.eventStore.appendToStream('user-during', 'user', 0, [buildEvent()]);
      await rebuilding;
      await store.eventStore.appendToStream('user-after', 'user', 0, [buildEvent()]);

      const last = await store.eventStore.lastPosition();
      await waitFor(async () => (await warehouse.checkpoint()) === last, 5_000);
      expect(projector.status().state).toBe('following');
      const swapped = await warehouse.fingerprint();
      await projector.stop();
      await warehouse.close();
      await fs.rm(target);
      expect(await projectIncrementally()).toEqual(swapped);
    } finally {
      await projector.stop();
      await warehouse.close();
    }
  });

  it('refuses with a clear message while another process holds the file, changing nothing', async () => {
    const before = await projectIncrementally();
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `require('@duckdb/node-api').DuckDBInstance.create(${JSON.stringify(target)})
           .then(() => { console.log('holding'); setInterval(() => {}, 1000); })`,
      ],
      { cwd: API_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('holding')) resolve();
        });
        holder.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });

      const rebuilding = rebuildWarehouse({
        eventStore: store.eventStore,
        targetFile: target,
        logger: silentLogger,
      });

      await expect(rebuilding).rejects.toBeInstanceOf(WarehouseLockedError);
      await expect(rebuilding).rejects.toThrow(/in use by another process.*Stop the app first/s);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    expect(await leftovers()).toEqual([]);
    expect(await fingerprintOf(target)).toEqual(before);
  });

  it('leaves the current warehouse as it was when the rebuild meets a dead letter', async () => {
    const before = await projectIncrementally();
    await store.eventStore.appendToStream('user-bad', 'user', 0, [
      buildEvent({ data: { userId: '', role: 'student', schoolId: null } }),
    ]);

    const rebuilding = rebuildWarehouse({
      eventStore: store.eventStore,
      targetFile: target,
      logger: silentLogger,
    });

    await expect(rebuilding).rejects.toBeInstanceOf(WarehouseRebuildError);
    expect(await leftovers()).toEqual([]);
    expect(await fingerprintOf(target)).toEqual(before);
  });
});
