import {
  ApiPaths,
  SchoolAdminPaths,
  type ClassRow,
  type MessageList,
  type PlanView,
  type Profile,
  type Role,
  type SchoolSummary,
  type StudentRow,
} from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test/accounts-kit.js';
import { TestClient } from '../../test/http.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let sut: TestApp;
let client: TestClient;

beforeAll(async () => {
  sut = await startTestApp({ SEED_DEMO: 'true' });
  client = new TestClient(sut.baseUrl);
}, 60_000);
afterAll(async () => {
  await sut.close();
});

describe('the demo accounts', () => {
  const accounts: [Role, string, Profile['plan']][] = [
    ['manager', 'manager@demo.atelier.test', null],
    ['teacher', 'teacher@demo.atelier.test', 'school-teacher'],
    ['student', 'student@demo.atelier.test', 'subscriber'],
  ];

  for (const [role, email, plan] of accounts) {
    it(`logs the demo ${role} in, with a running plan and a welcome message`, async () => {
      const grant = await logIn(client, email, role, 'Panda-2026');

      const profile = await client.get<Profile>(ApiPaths.validate, {}, { token: grant.tokenValue });
      const messages = await client.get<MessageList>(
        ApiPaths.messageList,
        {},
        { token: grant.tokenValue },
      );

      expect(profile.body.data).toMatchObject({ role, plan, planExpiresAt: null });
      expect(profile.body.data.schoolName).toBeTruthy();
      expect(messages.status).toBe(200);
      expect(messages.body.data.items.map((m) => m.kind)).toEqual(['welcome']);
    });
  }
});

describe('the demo private teacher whose trial has ended', () => {
  it('logs in, and every other call is a 403 carrying the grant', async () => {
    const grant = await logIn(client, 'trial.ended@demo.atelier.test', 'teacher', 'Panda-2026');
    const profile = await client.get<Profile>(ApiPaths.validate, {}, { token: grant.tokenValue });
    expect(profile.body.data).toMatchObject({ role: 'teacher', plan: 'trial', schoolName: null });
    expect(Date.parse(profile.body.data.planExpiresAt ?? '')).toBeLessThan(Date.now());

    const messages = await client.get(ApiPaths.messageList, {}, { token: grant.tokenValue });
    expect(messages.status).toBe(403);
    expect(messages.body.data).toMatchObject({ role: 'teacher', tokenValue: grant.tokenValue });
  });
});

describe('the demo schools for administration', () => {
  it('gives Maple Grove a year of access, class descriptions and an empty class', async () => {
    const grant = await logIn(client, 'manager@demo.atelier.test', 'manager', 'Panda-2026');
    const overview = await client.get<SchoolSummary>(
      SchoolAdminPaths.overview,
      {},
      { token: grant.tokenValue },
    );
    const classes = await client.get<ClassRow[]>(
      SchoolAdminPaths.classes,
      {},
      { token: grant.tokenValue },
    );

    expect(overview.body.data).toMatchObject({ code: 'MAPLE1', kind: 'school', hasAccess: true });
    const days = (Date.parse(overview.body.data.accessUntil ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    expect(classes.body.data.every((c) => c.description.length > 0)).toBe(true);
    expect(classes.body.data.filter((c) => c.studentCount === 0).map((c) => c.code)).toEqual([
      'KOALAS',
    ]);
    const joins = (await sut.dataSource()
      .query(`SELECT DISTINCT json_extract(data, '$.via') AS via FROM events
               WHERE type = 'StudentJoinedClass'`)) as { via: string }[];
    expect(joins).toEqual([{ via: 'seed' }]);
  });

  it('seeds Cedar Academy with its manager, teacher and three students', async () => {
    const manager = await logIn(client, 'manager2@demo.atelier.test', 'manager', 'Panda-2026');
    const teacher = await logIn(client, 'teacher2@demo.atelier.test', 'teacher', 'Panda-2026');
    const students = await client.get<StudentRow[]>(
      SchoolAdminPaths.students,
      {},
      { token: manager.tokenValue },
    );
    const classes = await client.get<ClassRow[]>(
      SchoolAdminPaths.classes,
      {},
      { token: teacher.tokenValue },
    );

    expect(students.body.data).toHaveLength(3);
    expect(classes.body.data).toMatchObject([{ code: 'OWLS', schoolName: 'Cedar Academy' }]);
  });

  it('seeds Birch School without access', async () => {
    const manager = await logIn(client, 'noaccess@demo.atelier.test', 'manager', 'Panda-2026');
    const overview = await client.get(SchoolAdminPaths.overview, {}, { token: manager.tokenValue });
    expect(overview.body.code).toBe(403);
    expect(overview.body.message).toMatch(/no access/);
  });

  it('seeds a private teacher in a running trial, without classes yet', async () => {
    const grant = await logIn(client, 'private.teacher@demo.atelier.test', 'teacher', 'Panda-2026');
    const plan = await client.get<PlanView>(ApiPaths.plan, {}, { token: grant.tokenValue });
    const classes = await client.get<ClassRow[]>(
      SchoolAdminPaths.classes,
      {},
      { token: grant.tokenValue },
    );

    expect(plan.body.data).toMatchObject({ state: 'trial', active: true, canRenew: true });
    expect(plan.body.data.bonus).toMatchObject({ students: 0 });
    expect(classes.body.data).toEqual([]);
  });
});
