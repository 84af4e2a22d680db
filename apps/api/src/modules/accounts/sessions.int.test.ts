import {
  ApiPaths,
  DEFAULT_TOKEN_NAME,
  RATE_LIMITS,
  type MessageList,
  type Profile,
  type RetryAfter,
  type SessionGrant,
} from '@atelier/contracts';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../infrastructure/event-store/event-store.js';
import { createUser, logIn, PASSWORD, uniqueEmail } from '../../../test/accounts-kit.js';
import { TestClient } from '../../../test/http.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let sut: TestApp;
let client: TestClient;

beforeAll(async () => {
  sut = await startTestApp();
  client = new TestClient(sut.baseUrl);
});
afterAll(async () => {
  await sut.close();
});

const UNAUTHORIZED = {
  en: 'Your session has ended. Please log in again.',
  fr: 'Votre session a pris fin. Veuillez vous reconnecter.',
};

describe('login', () => {
  it('answers a grant with a random token stored only as its SHA-256', async () => {
    const email = uniqueEmail('teacher');
    const userId = await createUser(sut, { email, role: 'teacher', firstName: 'Wen' });

    const grant = await logIn(client, email, 'teacher');

    expect(grant).toEqual({
      user: {
        id: userId,
        email,
        firstName: 'Wen',
        lastName: 'Tester',
        avatar: null,
        role: 'teacher',
      },
      tokenName: DEFAULT_TOKEN_NAME,
      tokenValue: expect.stringMatching(/^[\w-]{43}$/),
      role: 'teacher',
    });
    const rows = (await sut
      .dataSource()
      .query(`SELECT token_hash FROM sessions WHERE user_id = ?`, [userId])) as {
      token_hash: string;
    }[];
    expect(rows).toEqual([
      { token_hash: createHash('sha256').update(grant.tokenValue).digest('hex') },
    ]);
    const events = await sut.app.get(SqliteEventStore).readStream(`user-${userId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'UserLoggedIn',
      data: { userId, method: 'password' },
    });
  });

  it('says "not correct" for a wrong password and "not registered" for an unknown e-mail, in en, zh and fr', async () => {
    const email = uniqueEmail('student');
    await createUser(sut, { email, role: 'student' });
    const expected = {
      en: ['E-mail or password not correct.', 'This account is not registered.'],
      zh: ['邮箱或密码不正确。', '该账号尚未注册。'],
      fr: ['E-mail ou mot de passe incorrect.', 'Ce compte n’est pas inscrit.'],
    };

    for (const [lang, [wrongPassword, unknown]] of Object.entries(expected)) {
      const wrong = await client.post(ApiPaths.login, {
        identity: 'student',
        email,
        password: 'not-the-password',
        lang,
      });
      const nobody = await client.post(
        ApiPaths.login,
        { identity: 'student', email: uniqueEmail('nobody'), password: PASSWORD },
        { lang },
      );
      expect(wrong.body, lang).toEqual({ code: 400, message: wrongPassword, data: null });
      expect(nobody.body, lang).toEqual({ code: 400, message: unknown, data: null });
    }
  });

  it('refuses an account of another role than the identity chosen, as a wrong password', async () => {
    const email = uniqueEmail('teacher');
    await createUser(sut, { email, role: 'teacher' });

    const asStudent = await client.post(ApiPaths.login, {
      identity: 'student',
      email,
      password: PASSWORD,
    });
    const asManager = await client.post(ApiPaths.login, {
      identity: 'manager',
      email,
      password: PASSWORD,
    });

    expect(asStudent.body).toEqual({
      code: 400,
      message: 'E-mail or password not correct.',
      data: null,
    });
    expect(asManager.body).toEqual(asStudent.body);
  });

  it('waits after too many failed attempts on an account, even with the right password', async () => {
    const email = uniqueEmail('limited');
    await createUser(sut, { email, role: 'student' });
    for (let i = 0; i < RATE_LIMITS.login.max; i += 1) {
      const res = await client.post(ApiPaths.login, {
        identity: 'student',
        email,
        password: `wrong-${i}`,
      });
      expect(res.status).toBe(400);
    }

    const limited = await client.post(
      ApiPaths.login,
      { identity: 'student', email, password: PASSWORD },
      { lang: 'zh' },
    );

    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('尝试次数过多，请稍后再试。');
    expect((limited.body.data as RetryAfter).retryAfterSeconds).toBeGreaterThan(0);
    // Another account from the same address still logs in: the address limit is higher.
    const other = uniqueEmail('other');
    await createUser(sut, { email: other, role: 'student' });
    expect((await logIn(client, other, 'student')).role).toBe('student');
  });

  it('validates a form before anything else', async () => {
    const res = await client.post(ApiPaths.login, { identity: 'parent', email: 'nope' });

    expect(res.status).toBe(400);
    expect(Object.keys((res.body.data as { fields: object }).fields).sort()).toEqual([
      'email',
      'identity',
      'password',
    ]);
  });
});

describe('sessions', () => {
  it('validates a good token with the profile', async () => {
    const email = uniqueEmail('valid');
    await createUser(sut, { email, role: 'student' });
    const grant = await logIn(client, email, 'student');

    const res = await client.get<Profile>(
      ApiPaths.validate,
      { lang: 'zh' },
      { token: grant.tokenValue },
    );

    expect(res.status).toBe(200);
    expect(res.body.message).toBe('成功');
    expect(res.body.data).toMatchObject({
      id: grant.user.id,
      email,
      role: 'student',
      gender: null,
      schoolName: null,
    });
  });

  it('answers 401 with the text to show for a missing, forged or expired token', async () => {
    const email = uniqueEmail('expiring');
    await createUser(sut, { email, role: 'student' });
    const grant = await logIn(client, email, 'student');
    await sut
      .dataSource()
      .query(`UPDATE sessions SET expires_at = ? WHERE token_hash = ?`, [
        new Date(Date.now() - 1_000).toISOString(),
        createHash('sha256').update(grant.tokenValue).digest('hex'),
      ]);

    const missing = await client.get(ApiPaths.validate);
    const forged = await client.get(
      ApiPaths.validate,
      {},
      { token: `${grant.tokenValue.slice(0, -2)}xx` },
    );
    const expired = await client.get(
      ApiPaths.validate,
      { lang: 'fr' },
      { token: grant.tokenValue },
    );
    const huge = await client.get(ApiPaths.validate, {}, { token: 'x'.repeat(5_000) });

    for (const res of [missing, forged, huge]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, message: UNAUTHORIZED.en, data: UNAUTHORIZED.en });
    }
    expect(expired.body).toEqual({ code: 401, message: UNAUTHORIZED.fr, data: UNAUTHORIZED.fr });
  });

  it('slides the expiry of a session in use', async () => {
    const email = uniqueEmail('sliding');
    await createUser(sut, { email, role: 'teacher' });
    const grant = await logIn(client, email, 'teacher');
    const hash = createHash('sha256').update(grant.tokenValue).digest('hex');
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const longAgo = new Date(Date.now() - 3_600_000).toISOString();
    await sut
      .dataSource()
      .query(`UPDATE sessions SET expires_at = ?, last_seen_at = ? WHERE token_hash = ?`, [
        soon,
        longAgo,
        hash,
      ]);

    expect((await client.get(ApiPaths.validate, {}, { token: grant.tokenValue })).status).toBe(200);

    const [row] = (await sut
      .dataSource()
      .query(`SELECT expires_at FROM sessions WHERE token_hash = ?`, [hash])) as {
      expires_at: string;
    }[];
    expect(Date.parse(row?.expires_at ?? '') - Date.now()).toBeGreaterThan(13 * 86_400_000);
  });

  it('revokes the session on logout: the token answers 401 afterwards', async () => {
    const email = uniqueEmail('leaving');
    const userId = await createUser(sut, { email, role: 'teacher' });
    const grant = await logIn(client, email, 'teacher');
    const other = await logIn(client, email, 'teacher');

    const out = await client.post(ApiPaths.logout, {}, { token: grant.tokenValue });

    expect(out.body).toEqual({ code: 200, message: 'OK', data: null });
    expect((await client.get(ApiPaths.validate, {}, { token: grant.tokenValue })).status).toBe(401);
    expect((await client.post(ApiPaths.logout, {}, { token: grant.tokenValue })).status).toBe(401);
    expect((await client.get(ApiPaths.validate, {}, { token: other.tokenValue })).status).toBe(200);
    const events = await sut.app.get(SqliteEventStore).readStream(`user-${userId}`);
    expect(events.at(-1)?.type).toBe('UserLoggedOut');
  });

  it('answers 403 with the session grant when the trial has ended, except on the account page calls', async () => {
    const email = uniqueEmail('ended');
    await createUser(sut, {
      email,
      role: 'student',
      plan: { state: 'trial', expiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    const grant = await logIn(client, email, 'student');

    const forbidden = await client.get<SessionGrant>(
      ApiPaths.messageList,
      { lang: 'fr' },
      { token: grant.tokenValue },
    );

    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(
      'Votre formule a pris fin. Renouvelez-la depuis votre page de compte pour continuer.',
    );
    expect(forbidden.body.data).toEqual(grant);
    const validate = await client.get<Profile>(ApiPaths.validate, {}, { token: grant.tokenValue });
    expect(validate.status).toBe(200);
    expect(validate.body.data.plan).toBe('trial');
    const update = await client.post(
      ApiPaths.update,
      { firstName: 'Still', lastName: 'Here' },
      { token: grant.tokenValue },
    );
    expect(update.status).toBe(200);
    expect((await client.post(ApiPaths.logout, {}, { token: grant.tokenValue })).status).toBe(200);
  });

  it('lets a user with a running plan through the same call', async () => {
    const email = uniqueEmail('running');
    await createUser(sut, {
      email,
      role: 'student',
      plan: { state: 'subscriber', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const grant = await logIn(client, email, 'student');

    const res = await client.get<MessageList>(
      ApiPaths.messageList,
      {},
      { token: grant.tokenValue },
    );

    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
  });
});

describe('sign-in providers that are not configured', () => {
  it('answers a clear localised 503 for social and partner login', async () => {
    const social = await client.post(
      ApiPaths.socialLogin,
      { step: 'start', redirectUri: 'http://127.0.0.1:5173/cb' },
      { lang: 'fr' },
    );
    const partner = await client.post(ApiPaths.kenyaLogin, { assertion: 'a.b' });

    expect(social.body).toEqual({
      code: 503,
      message: 'Ce mode de connexion n’est pas disponible pour le moment.',
      data: null,
    });
    expect(partner.body).toEqual({
      code: 503,
      message: 'This way of signing in is not available at the moment.',
      data: null,
    });
  });
});
