import { ApiPaths, type MessageList, type Profile, type Role } from '@atelier/contracts';
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
