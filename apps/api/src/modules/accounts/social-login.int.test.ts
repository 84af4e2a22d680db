import {
  ApiPaths,
  type Profile,
  type SessionGrant,
  type SocialLoginStart,
} from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../infrastructure/event-store/event-store.js';
import { createUser, uniqueEmail } from '../../../test/accounts-kit.js';
import { TestClient } from '../../../test/http.js';
import { startOidcTestProvider, type OidcTestProvider } from '../../../test/oidc-test-provider.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let idp: OidcTestProvider;
let sut: TestApp;
let client: TestClient;

beforeAll(async () => {
  idp = await startOidcTestProvider();
  sut = await startTestApp({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
  });
  client = new TestClient(sut.baseUrl);
});
afterAll(async () => {
  await sut.close();
  await idp.close();
});

let subjects = 0;
function person(overrides: { email?: string; emailVerified?: boolean } = {}): string {
  subjects += 1;
  const subject = `person-${subjects}`;
  idp.people.set(subject, {
    email: overrides.email ?? uniqueEmail('social'),
    emailVerified: overrides.emailVerified ?? true,
    givenName: 'Hana',
    familyName: 'Kato',
  });
  return subject;
}

async function start(identity?: string): Promise<string> {
  const res = await client.post<SocialLoginStart>(ApiPaths.socialLogin, {
    step: 'start',
    redirectUri: idp.redirectUri,
    identity,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.authorizationUrl;
}

function callbackForm(callback: URL, redirectUri = idp.redirectUri) {
  return {
    step: 'callback',
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    iss: callback.searchParams.get('iss') ?? undefined,
    redirectUri,
  };
}

async function signInAs(subject: string, identity?: string) {
  const callback = await idp.signIn(await start(identity), subject);
  return client.post<SessionGrant>(ApiPaths.socialLogin, callbackForm(callback));
}

describe('social login (OpenID Connect, authorization code with PKCE)', () => {
  it('starts with an authorization URL carrying PKCE, state and nonce, and keeps the secrets', async () => {
    const url = new URL(await start());

    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: idp.redirectUri,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(param)).toMatch(/^[\w-]{22,}$/);
    }
    const [stored] = (await sut
      .dataSource()
      .query(`SELECT state_hash FROM social_login_states`)) as { state_hash: string }[];
    expect(stored?.state_hash).not.toBe(url.searchParams.get('state'));
  });

  it('creates an account of the chosen identity on the first sign-in, then finds it by issuer and subject', async () => {
    const subject = person();

    const first = await signInAs(subject, 'teacher');
    const second = await signInAs(subject, 'student');

    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      role: 'teacher',
      user: { firstName: 'Hana', lastName: 'Kato', email: idp.people.get(subject)?.email },
    });
    expect(first.body.data.provider).toBeUndefined();
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.body.data.role).toBe('teacher');
    const profile = await client.get<Profile>(
      ApiPaths.validate,
      {},
      { token: second.body.data.tokenValue },
    );
    expect(profile.body.data).toMatchObject({ role: 'teacher', plan: 'trial' });
    const events = await sut.app
      .get(SqliteEventStore)
      .readStream(`user-${first.body.data.user.id}`);
    expect(events[0]).toMatchObject({ type: 'UserRegistered', data: { via: 'social' } });
    expect(events.at(-1)).toMatchObject({ type: 'UserLoggedIn', data: { method: 'social' } });
  });

  it('links an existing account with the same verified e-mail', async () => {
    const email = uniqueEmail('existing');
    const userId = await createUser(sut, { email, role: 'student' });

    const res = await signInAs(person({ email }), 'teacher');

    expect(res.body.data).toMatchObject({ role: 'student', user: { id: userId } });
    const types = (await sut.app.get(SqliteEventStore).readStream(`user-${userId}`)).map(
      (e) => e.type,
    );
    expect(types).toContain('ExternalIdentityLinked');
  });

  it('refuses an unverified e-mail, a replayed state, an unknown state and another redirect URI', async () => {
    const unverified = await signInAs(person({ emailVerified: false }));
    expect(unverified.body).toEqual({
      code: 400,
      message: 'Signing in through this provider did not succeed. Please try again.',
      data: null,
    });

    const callback = await idp.signIn(await start(), person());
    const form = callbackForm(callback);
    expect((await client.post(ApiPaths.socialLogin, form)).status).toBe(200);
    const replayed = await client.post(ApiPaths.socialLogin, form, { lang: 'zh' });
    expect(replayed.body.message).toBe('通过该服务登录未成功，请重试。');

    const unknown = await client.post(ApiPaths.socialLogin, { ...form, state: 'never-issued' });
    expect(unknown.status).toBe(400);

    const other = await idp.signIn(await start(), person());
    const elsewhere = await client.post(
      ApiPaths.socialLogin,
      callbackForm(other, 'http://127.0.0.1:5173/elsewhere'),
    );
    expect(elsewhere.status).toBe(400);
  });

  it('refuses a code that was not issued for this sign-in', async () => {
    const callback = await idp.signIn(await start(), person());

    const forged = await client.post(ApiPaths.socialLogin, {
      ...callbackForm(callback),
      code: 'forged-code',
    });

    expect(forged.status).toBe(400);
  });
});
