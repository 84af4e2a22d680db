import { ApiPaths, KENYA_PROVIDER, type Profile, type SessionGrant } from '@atelier/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/accounts-kit.js';
import { TestClient } from '../../../test/http.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { signKenyaAssertion, type KenyaAssertionPayload } from './partner/kenya-assertion.js';

const SECRET = 'kenya-partner-shared-secret-for-tests-0123456789';
let sut: TestApp;
let client: TestClient;

beforeAll(async () => {
  sut = await startTestApp({ KENYA_PARTNER_SECRET: SECRET });
  client = new TestClient(sut.baseUrl);
});
afterAll(async () => {
  await sut.close();
});

function assertion(overrides: Partial<KenyaAssertionPayload> = {}, secret = SECRET): string {
  const now = Math.floor(Date.now() / 1000);
  return signKenyaAssertion(
    {
      iss: 'kenya',
      sub: `ke-${randomUUID()}`,
      email: uniqueEmail('kenya'),
      firstName: 'Amani',
      lastName: 'Otieno',
      role: 'student',
      domain: 'learn.partner.example',
      iat: now,
      exp: now + 120,
      nonce: randomUUID(),
      ...overrides,
    },
    secret,
  );
}

const loginWith = (token: string, lang?: string) =>
  client.post<SessionGrant>(ApiPaths.kenyaLogin, { assertion: token }, { lang });

describe('partner (Kenya) login', () => {
  it('creates the user on first login and answers a grant with the provider and its domain', async () => {
    const sub = `ke-${randomUUID()}`;

    const first = await loginWith(assertion({ sub, role: 'teacher' }));

    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      role: 'teacher',
      provider: KENYA_PROVIDER,
      providerExtra: { domain: 'learn.partner.example' },
      user: { firstName: 'Amani', lastName: 'Otieno' },
    });
    const profile = await client.get<Profile>(
      ApiPaths.validate,
      {},
      { token: first.body.data.tokenValue },
    );
    expect(profile.body.data).toMatchObject({ plan: 'private-teacher', planExpiresAt: null });

    const again = await loginWith(assertion({ sub, domain: 'portal.partner.example' }));
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    expect(again.body.data.providerExtra).toEqual({ domain: 'portal.partner.example' });
  });

  it('carries the provider in the grant of a 403 too', async () => {
    const res = await loginWith(assertion());
    const grant = res.body.data;
    await sut
      .dataSource()
      .query(`UPDATE users SET plan = 'trial', plan_expires_at = ? WHERE id = ?`, [
        new Date(Date.now() - 1_000).toISOString(),
        grant.user.id,
      ]);

    const forbidden = await client.get<SessionGrant>(
      ApiPaths.messageList,
      {},
      { token: grant.tokenValue },
    );

    expect(forbidden.status).toBe(403);
    expect(forbidden.body.data).toMatchObject({
      tokenValue: grant.tokenValue,
      provider: KENYA_PROVIDER,
      providerExtra: { domain: 'learn.partner.example' },
    });
  });

  it('refuses a bad signature, an expired assertion and a replayed one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const failed = 'Signing in through this provider did not succeed. Please try again.';

    const forged = await loginWith(assertion({}, 'someone-else-guessing-the-secret-0123456789'));
    const expired = await loginWith(assertion({ iat: now - 600, exp: now - 300 }));
    const tooLong = await loginWith(assertion({ iat: now, exp: now + 3_600 }));
    const once = assertion();
    const used = await loginWith(once);
    const replayed = await loginWith(once, 'fr');

    for (const res of [forged, expired, tooLong]) {
      expect(res.body).toEqual({ code: 400, message: failed, data: null });
    }
    expect(used.status).toBe(200);
    expect(replayed.body).toEqual({
      code: 400,
      message: 'La connexion par ce service n’a pas abouti. Veuillez réessayer.',
      data: null,
    });
  });

  it('never takes over an account of ours that has the same e-mail', async () => {
    const email = uniqueEmail('ours');
    await createUser(sut, { email, role: 'student' });

    const res = await loginWith(assertion({ email }));

    expect(res.body).toMatchObject({ code: 409, message: 'This e-mail is already registered.' });
  });
});
