import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MalformedEventData, type ProjectionEvent } from '../event-store/event-store.js';
import { generateSchoolNetwork } from './bench/synthetic-school-network.js';
import { DuckDbWarehouse } from './duckdb-warehouse.js';
import {
  SMALL_NETWORK,
  appendNetwork,
  buildEvent,
  capturingLogger,
  makeTempDir,
  openStore,
  removeDir,
  silentLogger,
  waitFor,
  type StoreHandle,
} from './test/warehouse-test-kit.js';
import { WarehouseProjector, type ProjectorEventSource } from './warehouse-projector.js';

const TABLE_OF_TYPE: Record<string, string> = {
  UserRegistered: 'fact_user_registered',
  GradeCreated: 'dim_grade',
  ClassCreated: 'dim_class',
  ClassUpdated: 'fact_class_updated',
  StudentJoinedClass: 'fact_membership_change',
  StudentRemovedFromClass: 'fact_membership_change',
  StudentMovedToClass: 'fact_membership_change',
  HomeworkAssigned: 'fact_homework_assigned',
  QuestionAnswered: 'fact_answer',
  HomeworkSubmitted: 'fact_submission',
};

function expectedCounts(): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(
    Object.values(TABLE_OF_TYPE).map((table) => [table, 0]),
  );
  for (const event of generateSchoolNetwork(SMALL_NETWORK)) {
    const table = TABLE_OF_TYPE[event.type];
    if (table) counts[table] = (counts[table] ?? 0) + 1;
  }
  return counts;
}

/** Delivers every batch with the last few events of the previous one again. */
function overlappingSource(store: StoreHandle, overlap: number): ProjectorEventSource {
  return {
    readForProjection: (after, limit) =>
      store.eventStore.readForProjection(Math.max(0, after - overlap), limit),
    onAppended: (listener) => store.eventStore.onAppended(listener),
  };
}

describe(WarehouseProjector.name, () => {
  let dir: string;
  let store: StoreHandle;
  let warehouse: DuckDbWarehouse;
  let appended: number;

  beforeEach(async () => {
    dir = await makeTempDir('projector');
    store = await openStore(path.join(dir, 'atelier.sqlite'));
    appended = await appendNetwork(store, SMALL_NETWORK);
    warehouse = await DuckDbWarehouse.open({ file: path.join(dir, 'warehouse.duckdb') });
  });

  afterEach(async () => {
    await warehouse.close();
    await store.close();
    await removeDir(dir);
  });

  const openSecondWarehouse = (name: string) =>
    DuckDbWarehouse.open({ file: path.join(dir, `${name}.duckdb`) });

  describe('catchUp', () => {
    it('projects every event into its table and moves the checkpoint to the last one', async () => {
      const sut = new WarehouseProjector(store.eventStore, warehouse, silentLogger, {
        batchSize: 100,
      });

      const consumed = await sut.catchUp();

      expect(consumed).toBe(appended);
      expect(await warehouse.checkpoint()).toBe(appended);
      expect(await warehouse.tableCounts()).toEqual(expectedCounts());
      const [views] = await warehouse.query<{ unknownGrades: number; lateness: number }>(
        `SELECT (SELECT count(*) FILTER (WHERE grade_key IS NULL) FROM v_class)::INTEGER AS "unknownGrades",
                (SELECT count(late) FROM v_submission)::INTEGER AS lateness`,
      );
      expect(views).toEqual({ unknownGrades: 0, lateness: expectedCounts()['fact_submission'] });
    });

    it('commits one transaction per batch, each ending at a checkpoint', async () => {
      const batches: { from: number; to: number; events: number }[] = [];
      const sut = new WarehouseProjector(store.eventStore, warehouse, silentLogger, {
        batchSize: 100,
        beforeCommit: async (batch) => {
          batches.push(batch);
        },
      });

      await sut.catchUp();

      expect(batches).toHaveLength(Math.ceil(appended / 100));
      batches.forEach((batch, i) => {
        expect(batch.from).toBe(i * 100 + 1);
        expect(batch.to).toBe(Math.min((i + 1) * 100, appended));
      });
    });
  });

  describe('redelivery', () => {
    it('changes nothing when events arrive twice', async () => {
      const reference = await openSecondWarehouse('reference');
      try {
        await new WarehouseProjector(store.eventStore, reference, silentLogger).catchUp();
        const sut = new WarehouseProjector(overlappingSource(store, 7), warehouse, silentLogger, {
          batchSize: 50,
        });

        await sut.catchUp();

        expect(await warehouse.checkpoint()).toBe(appended);
        expect(await warehouse.fingerprint()).toEqual(await reference.fingerprint());
      } finally {
        await reference.close();
      }
    });

    it('changes nothing when run again, or after a restart of the process', async () => {
      await new WarehouseProjector(store.eventStore, warehouse, silentLogger).catchUp();
      const projected = await warehouse.fingerprint();

      const again = await new WarehouseProjector(
        store.eventStore,
        warehouse,
        silentLogger,
      ).runOnce();
      await warehouse.close();
      warehouse = await DuckDbWarehouse.open({ file: path.join(dir, 'warehouse.duckdb') });
      const afterRestart = await new WarehouseProjector(
        store.eventStore,
        warehouse,
        silentLogger,
      ).catchUp();

      expect(again).toBe(0);
      expect(afterRestart).toBe(0);
      expect(await warehouse.fingerprint()).toEqual(projected);
      const [rows] = await warehouse.query<{ duplicates: number }>(
        `SELECT (count(*) - count(DISTINCT position))::INTEGER AS duplicates FROM fact_answer`,
      );
      expect(rows?.duplicates).toBe(0);
    });
  });

  describe('dead letters', () => {
    const PERSONAL = 'child.name@example.com';

    async function appendPoisoned(): Promise<number> {
      const result = await store.eventStore.appendToStream('user-poison', 'user', 0, [
        buildEvent(),
        // A programming error upstream: a number where an id belongs, and data that must never
        // reach a log.
        buildEvent({ data: { userId: 42, role: 'student', schoolId: null, email: PERSONAL } }),
        buildEvent(),
      ]);
      return result.positions[1] as number;
    }

    it('stops just before a poisoned event, records it and logs it without its data', async () => {
      const poisoned = await appendPoisoned();
      const { logger, lines, raw } = capturingLogger();
      const sut = new WarehouseProjector(store.eventStore, warehouse, logger, {
        batchSize: 10_000,
      });

      const consumed = await sut.catchUp();

      expect(consumed).toBe(poisoned - 1);
      expect(await warehouse.checkpoint()).toBe(poisoned - 1);
      expect(sut.status()).toMatchObject({
        state: 'stopped-on-dead-letter',
        checkpoint: poisoned - 1,
        deadLetter: { position: poisoned, eventType: 'UserRegistered' },
      });
      const deadLetters = await warehouse.query(
        'SELECT position::INTEGER AS position, event_type, error, attempts FROM dead_letters',
      );
      expect(deadLetters).toEqual([
        {
          position: poisoned,
          event_type: 'UserRegistered',
          error: 'UserRegistered: field "userId" must be a non-empty string',
          attempts: 1,
        },
      ]);
      const [{ after } = { after: -1 }] = await warehouse.query<{ after: number }>(
        `SELECT count(*)::INTEGER AS after FROM fact_user_registered WHERE position >= ${poisoned}`,
      );
      expect(after).toBe(0);
      expect(lines.filter((l) => l.level >= 50)).toEqual([
        expect.objectContaining({ position: poisoned, eventType: 'UserRegistered' }),
      ]);
      expect(raw.join('')).not.toContain(PERSONAL);
      expect(JSON.stringify(deadLetters)).not.toContain(PERSONAL);
    });

    it('tries the dead letter again on the next run and counts the attempts', async () => {
      const poisoned = await appendPoisoned();
      await new WarehouseProjector(store.eventStore, warehouse, silentLogger).catchUp();

      const sut = new WarehouseProjector(store.eventStore, warehouse, silentLogger);
      const consumed = await sut.catchUp();

      expect(consumed).toBe(0);
      expect(sut.status().state).toBe('stopped-on-dead-letter');
      expect(await warehouse.checkpoint()).toBe(poisoned - 1);
      expect(
        await warehouse.query('SELECT attempts FROM dead_letters WHERE position = $1', [poisoned]),
      ).toEqual([{ attempts: 2 }]);
    });

    it('attributes a value DuckDB refuses to its event', async () => {
      // Shaped like a timestamp, so it passes validation; DuckDB's cast refuses it.
      const { positions } = await store.eventStore.appendToStream('user-bad-time', 'user', 0, [
        buildEvent({ occurredAt: '2026-13-45T10:00:00.000Z' }),
      ]);
      const sut = new WarehouseProjector(store.eventStore, warehouse, silentLogger);

      await sut.catchUp();

      expect(sut.status().deadLetter?.position).toBe(positions[0]);
      expect(await warehouse.checkpoint()).toBe((positions[0] as number) - 1);
      expect(await warehouse.tableCounts()).toEqual(expectedCounts());
    });

    it('dead-letters an event whose data is not JSON', async () => {
      // What the store hands out for stored text that does not parse.
      const broken: ProjectorEventSource = {
        readForProjection: async (after, limit) =>
          (await store.eventStore.readForProjection(after, limit)).map((event): ProjectionEvent =>
            event.position === 5
              ? { ...event, data: new MalformedEventData('SyntaxError') }
              : event,
          ),
        onAppended: (listener) => store.eventStore.onAppended(listener),
      };
      const sut = new WarehouseProjector(broken, warehouse, silentLogger);

      await sut.catchUp();

      expect(sut.status().deadLetter).toEqual({
        position: 5,
        eventType: expect.any(String),
        error: 'data is not valid JSON',
      });
      expect(await warehouse.checkpoint()).toBe(4);
    });
  });

  describe('start', () => {
    const submission = (studentId: string) =>
      buildEvent({
        type: 'HomeworkSubmitted',
        data: {
          schoolId: 's',
          gradeId: 'g',
          classId: 'c',
          homeworkId: 'h',
          studentId,
          questionCount: 10,
          correctCount: 9,
          durationMs: 60_000,
        },
        occurredAt: new Date().toISOString(),
      });

    const submissions = async (): Promise<number> => {
      const [row] = await warehouse.query<{ n: number }>(
        'SELECT count(*)::INTEGER AS n FROM fact_submission',
      );
      return row?.n ?? -1;
    };

    it('brings a submission to DuckDB within 2 s, from this process and from another', async () => {
      const sut = new WarehouseProjector(store.eventStore, warehouse, silentLogger, {
        pollIntervalMs: 250,
      });
      sut.start();
      await waitFor(async () => sut.status().checkpoint === appended, 10_000);
      const before = await submissions();
      const other = await openStore(path.join(dir, 'atelier.sqlite'));
      try {
        await store.eventStore.appendToStream('attempt-live-1', 'attempt', 0, [submission('a')]);
        const local = await waitFor(async () => (await submissions()) === before + 1, 2_000);

        await other.eventStore.appendToStream('attempt-live-2', 'attempt', 0, [submission('b')]);
        const remote = await waitFor(async () => (await submissions()) === before + 2, 2_000);

        expect(local).toBeLessThan(2_000);
        expect(remote).toBeLessThan(2_000);
        expect(sut.status().state).toBe('following');
      } finally {
        await sut.stop();
        await other.close();
      }
      expect(sut.status().state).toBe('stopped');
    });
  });
});
