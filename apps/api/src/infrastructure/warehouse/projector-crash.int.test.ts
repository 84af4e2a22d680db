import { spawn, type ChildProcessByStdio } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_SCHOOL_NETWORK } from './bench/synthetic-school-network.js';
import { DuckDbWarehouse } from './duckdb-warehouse.js';
import {
  appendNetwork,
  makeTempDir,
  openStore,
  removeDir,
  silentLogger,
} from './test/warehouse-test-kit.js';
import { WarehouseProjector } from './warehouse-projector.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNNER = path.join(here, 'test', 'projector-crash-runner.ts');
const API_ROOT = path.resolve(here, '../../..');
const EVENTS = 200_000;
const BATCH = 10_000;

type Child = ChildProcessByStdio<null, Readable, Readable>;

function runner(sqliteFile: string, duckFile: string, delayMs: number): Child {
  return spawn(
    process.execPath,
    ['--import', 'tsx', RUNNER, sqliteFile, duckFile, String(BATCH), String(delayMs)],
    { cwd: API_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** Resolves with the stdout line matching `pattern`, or rejects on exit or timeout. */
function waitForLine(child: Child, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let stderr = '';
    const timer = setTimeout(
      () => finish(new Error(`no ${pattern} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n').find((l) => pattern.test(l));
      if (line) finish(null, line);
    };
    const onErr = (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    };
    const onExit = (code: number | null) =>
      finish(new Error(`runner exited (${code}) before ${pattern}: ${stderr}`));
    function finish(error: Error | null, line?: string): void {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onErr);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(line as string);
    }
    child.stdout.on('data', onData);
    child.stderr.on('data', onErr);
    child.on('exit', onExit);
  });
}

function exited(child: Child): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('WarehouseProjector crash recovery', () => {
  let dir: string;
  let sqliteFile: string;
  let reference: Record<string, string>;

  beforeAll(async () => {
    dir = await makeTempDir('crash');
    sqliteFile = path.join(dir, 'atelier.sqlite');
    const store = await openStore(sqliteFile);
    try {
      await appendNetwork(store, BENCH_SCHOOL_NETWORK, EVENTS);
      const warehouse = await DuckDbWarehouse.open({ file: path.join(dir, 'reference.duckdb') });
      await new WarehouseProjector(store.eventStore, warehouse, silentLogger).catchUp();
      reference = await warehouse.fingerprint();
      await warehouse.close();
    } finally {
      await store.close();
    }
  }, 60_000);

  afterAll(async () => {
    await removeDir(dir);
  });

  it('resumes after a SIGKILL inside a batch and ends equal to an uninterrupted run', async () => {
    const duckFile = path.join(dir, 'warehouse.duckdb');
    const first = runner(sqliteFile, duckFile, 300);
    let lastCommitted = 0;
    try {
      // Let four batches commit, then kill the fifth between its writes and its COMMIT.
      for (let batch = 1; batch <= 5; batch += 1) {
        const line = await waitForLine(first, /^in-batch /, 20_000);
        if (batch < 5) lastCommitted = Number(line.split(' ')[2]);
      }
      first.kill('SIGKILL');
      await exited(first);
    } finally {
      if (first.exitCode === null && first.signalCode === null) first.kill('SIGKILL');
    }
    expect(first.signalCode).toBe('SIGKILL');

    const crashed = await DuckDbWarehouse.open({ file: duckFile });
    const checkpointAfterKill = await crashed.checkpoint();
    const rowsAfterKill = Object.values(await crashed.tableCounts()).reduce((a, b) => a + b, 0);
    await crashed.close();
    expect(checkpointAfterKill).toBe(lastCommitted);
    expect(rowsAfterKill).toBeLessThanOrEqual(lastCommitted);

    const second = runner(sqliteFile, duckFile, 0);
    const done = await waitForLine(second, /^done /, 30_000);
    expect(await exited(second)).toBe(0);
    expect(done).toBe(`done ${EVENTS} ${EVENTS - lastCommitted}`);

    const recovered = await DuckDbWarehouse.open({ file: duckFile });
    try {
      expect(await recovered.fingerprint()).toEqual(reference);
    } finally {
      await recovered.close();
    }
  }, 60_000);
});
