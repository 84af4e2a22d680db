/**
 * Shared set-up for the event store and warehouse integration tests: real SQLite and DuckDB
 * files in a temporary directory, filled from the synthetic school network.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { openDataSource } from '../../database/data-source.js';
import { UnitOfWork } from '../../database/unit-of-work.js';
import type { EventMetadata, NewEvent } from '../../event-store/event.js';
import { SqliteEventStore } from '../../event-store/event-store.js';
import {
  chunked,
  generateSchoolNetwork,
  toAppendRequests,
  type SchoolNetworkOptions,
} from '../bench/synthetic-school-network.js';

export async function makeTempDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `atelier-${prefix}-`));
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}

export interface StoreHandle {
  dataSource: DataSource;
  unitOfWork: UnitOfWork;
  eventStore: SqliteEventStore;
  close(): Promise<void>;
}

export async function openStore(file: string): Promise<StoreHandle> {
  const dataSource = await openDataSource({ file });
  const unitOfWork = new UnitOfWork(dataSource);
  const eventStore = await SqliteEventStore.open(dataSource, unitOfWork);
  return {
    dataSource,
    unitOfWork,
    eventStore,
    async close() {
      await eventStore.close();
      await dataSource.destroy();
    },
  };
}

/** A small network: a few hundred events of every type, fast enough for any test. */
export const SMALL_NETWORK: SchoolNetworkOptions = {
  seed: 7,
  schools: 2,
  classesPerSchool: 3,
  studentsPerClass: 4,
  catalogueItems: 5,
  questionsPerItem: 3,
  assignmentsPerClass: 4,
  days: 60,
  start: '2026-01-05T00:00:00.000Z',
  deadlineDays: 7,
  incompleteRate: { min: 0.2, max: 0.4 },
  order: 'time',
};

/** Appends the network's first `limit` events, 1,000 per transaction. Returns the count. */
export async function appendNetwork(
  store: StoreHandle,
  options: SchoolNetworkOptions,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  let appended = 0;
  for (const chunk of chunked(generateSchoolNetwork(options), 1_000)) {
    const events = chunk.slice(0, Math.max(0, limit - appended));
    if (events.length === 0) break;
    const requests = toAppendRequests(events);
    await store.unitOfWork.run((manager) => store.eventStore.appendBatch(manager, requests));
    appended += events.length;
  }
  return appended;
}

let idCounter = 0;

/** A fresh event; ids only need to be unique, not time-ordered, in tests. */
export function buildEvent(overrides: Partial<NewEvent> = {}): NewEvent {
  idCounter += 1;
  const metadata: EventMetadata = {
    actorId: 'system',
    schoolId: null,
    correlationId: `correlation-${idCounter}`,
    causationId: null,
    lang: 'en',
  };
  return {
    eventId: `event-${process.pid}-${idCounter}-${Math.floor(performance.now() * 1000)}`,
    type: 'UserRegistered',
    data: {
      userId: `user-${idCounter}`,
      role: 'student',
      schoolId: null,
      via: 'email',
      plan: null,
      planExpiresAt: null,
    },
    metadata,
    occurredAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export interface CapturedLog {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino logger whose lines land in an array, to assert on what is (and is not) logged. */
export function capturingLogger(): { logger: Logger; lines: CapturedLog[]; raw: string[] } {
  const lines: CapturedLog[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const text = chunk.toString('utf8');
      raw.push(text);
      for (const line of text.split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as CapturedLog);
      }
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines, raw };
}

export const silentLogger: Logger = pino({ level: 'silent' });

/** Waits until `check` returns true, polling; fails after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 20,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) {
      throw new Error(`condition not met within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
