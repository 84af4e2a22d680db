import {
  DEFAULT_TOKEN_NAME,
  fillPath,
  SchoolAdminPaths,
  type InviteLinkView,
} from '@atelier/contracts';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from '../../../test/http.js';
import {
  acceptPath,
  account,
  addClass,
  inviteLinkPath,
  linkAction,
  schoolWithManager,
  tokenOf,
  type Account,
} from '../../../test/invitations-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { SqliteEventStore } from '../event-store/event-store.js';
import { DuckDbWarehouse } from './duckdb-warehouse.js';
import { WarehouseProjector } from './warehouse-projector.js';
import { rebuildWarehouse } from './warehouse-rebuild.js';

const DAY_MS = 86_400_000;
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
/** 10:00 UTC `n` days before today. */
const daysAgo = (n: number) => new Date(today.getTime() - n * DAY_MS + 10 * 3_600_000);
const dateOf = (n: number) => daysAgo(n).toISOString().slice(0, 10);

let sut: TestApp;
let client: TestClient;

beforeAll(async () => {
  sut = await startTestApp();
  client = new TestClient(sut.baseUrl);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await sut.close();
});

async function joinByLink(classId: string, manager: Account, students: Account[]): Promise<void> {
  const link = await client.get<InviteLinkView>(
    inviteLinkPath(classId),
    {},
    {
      token: manager.token,
    },
  );
  if (link.body.data.state !== 'activated') {
    await linkAction(client, manager.token, classId, 'switch-on');
  }
  for (const student of students) {
    const res = await client.post(
      acceptPath(tokenOf(link.body.data.path)),
      {},
      {
        token: student.token,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

async function send(
  method: 'POST' | 'PATCH',
  path: string,
  form: Record<string, string>,
  token: string,
) {
  const res = await fetch(`${sut.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', [DEFAULT_TOKEN_NAME]: token },
    body: new URLSearchParams(form).toString(),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

interface CountRow {
  date: string;
  grade_id?: string;
  class_id?: string;
  students: number;
}

async function counts(warehouse: DuckDbWarehouse, schoolId: string) {
  const byClass = await warehouse.query<CountRow & Record<string, string | number>>(
    `SELECT CAST(date AS VARCHAR) AS date, class_id, grade_id, students
       FROM v_student_count_daily WHERE school_id = $1 ORDER BY class_id, date`,
    [schoolId],
  );
  const byGrade = await warehouse.query<CountRow & Record<string, string | number>>(
    `SELECT CAST(date AS VARCHAR) AS date, grade_id, students
       FROM v_student_count_daily_by_grade WHERE school_id = $1 ORDER BY grade_id, date`,
    [schoolId],
  );
  const bySchool = await warehouse.query<CountRow & Record<string, string | number>>(
    `SELECT CAST(date AS VARCHAR) AS date, students
       FROM v_student_count_daily_by_school WHERE school_id = $1 ORDER BY date`,
    [schoolId],
  );
  return { byClass, byGrade, bySchool };
}

describe('student counts by grade, class and date (warehouse)', () => {
  it('follows joins, moves, removals and a class moved to another grade, day by day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(daysAgo(3));
    const school = await schoolWithManager(sut, client);
    const { manager } = school;
    const a = await addClass(client, manager.token, 'Ants', 'grade-1');
    const b = await addClass(client, manager.token, 'Bees', 'grade-1');
    const c = await addClass(client, manager.token, 'Crabs', 'grade-2');
    const [s1, s2, s3, s4, s5] = [
      await account(sut, client, 'student'),
      await account(sut, client, 'student'),
      await account(sut, client, 'student'),
      await account(sut, client, 'student'),
      await account(sut, client, 'student'),
    ] as [Account, Account, Account, Account, Account];
    // Three days ago: three students join Ants, one joins Bees.
    await joinByLink(a.id, manager, [s1, s2, s3]);
    await joinByLink(b.id, manager, [s4]);

    // Two days ago: s3 moves to Bees, s5 joins Crabs.
    vi.setSystemTime(daysAgo(2));
    await send(
      'POST',
      fillPath(SchoolAdminPaths.studentMove, { studentId: s3.id }),
      { toClassId: b.id },
      manager.token,
    );
    await joinByLink(c.id, manager, [s5]);

    // Yesterday: s4 leaves Bees, and Bees moves to grade 2 with its students.
    vi.setSystemTime(daysAgo(1));
    await send(
      'POST',
      fillPath(SchoolAdminPaths.studentRemove, { studentId: s4.id }),
      { classId: b.id },
      manager.token,
    );
    await send(
      'PATCH',
      fillPath(SchoolAdminPaths.class, { classId: b.id }),
      { gradeId: c.gradeId, name: b.name, code: b.code, level: String(b.level), description: '' },
      manager.token,
    );
    vi.useRealTimers();

    const warehouse = sut.app.get(DuckDbWarehouse);
    const store = sut.app.get(SqliteEventStore);
    const last = await store.lastPosition();
    await expect.poll(() => warehouse.checkpoint(), { timeout: 5_000 }).toBe(last);

    const [g1, g2] = [a.gradeId, c.gradeId];
    const days = [dateOf(3), dateOf(2), dateOf(1), dateOf(0)];
    const series = (classId: string, gradeIds: string[], values: number[], from = 0) =>
      values.map((students, i) => ({
        date: days[i + from] as string,
        class_id: classId,
        grade_id: gradeIds[i] as string,
        students,
      }));
    const expected = {
      byClass: [
        ...series(a.id, [g1, g1, g1, g1], [3, 2, 2, 2]),
        ...series(b.id, [g1, g1, g2, g2], [1, 2, 1, 1]),
        ...series(c.id, [g2, g2, g2], [1, 1, 1], 1),
      ].sort((x, y) => x.class_id.localeCompare(y.class_id) || x.date.localeCompare(y.date)),
      byGrade: [
        ...[4, 4, 2, 2].map((students, i) => ({ date: days[i], grade_id: g1, students })),
        ...[1, 2, 2].map((students, i) => ({ date: days[i + 1], grade_id: g2, students })),
      ].sort(
        (x, y) =>
          (x.grade_id as string).localeCompare(y.grade_id as string) ||
          (x.date as string).localeCompare(y.date as string),
      ),
      bySchool: [4, 5, 4, 4].map((students, i) => ({ date: days[i], students })),
    };
    const projected = await counts(warehouse, school.schoolId);
    expect(projected).toEqual(expected);

    const reasons = await warehouse.query<{ reason: string; delta: number; n: number }>(
      `SELECT reason, delta, CAST(count(*) AS INTEGER) AS n FROM fact_membership_change
        WHERE school_id = $1 GROUP BY ALL ORDER BY reason`,
      [school.schoolId],
    );
    expect(reasons).toEqual([
      { reason: 'link', delta: 1, n: 5 },
      { reason: 'move', delta: 1, n: 1 },
      { reason: 'moved-out', delta: -1, n: 1 },
      { reason: 'removed', delta: -1, n: 1 },
    ]);

    // Rebuilt from position 0, the warehouse gives the same counts.
    await rebuildWarehouse({
      eventStore: store,
      targetFile: sut.config.duckdbFile,
      logger: pino({ level: 'silent' }),
      live: { warehouse, projector: sut.app.get(WarehouseProjector) },
    });
    expect(await counts(warehouse, school.schoolId)).toEqual(expected);
  });
});
