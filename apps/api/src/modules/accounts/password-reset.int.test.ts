import { ApiPaths, type CodeSent } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../infrastructure/event-store/event-store.js';
import { createUser, logIn, PASSWORD, uniqueEmail } from '../../../test/accounts-kit.js';
import { TestClient } from '../../../test/http.js';
import {
  codeIn,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../../test/smtp-test-server.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let smtp: SmtpTestServer;
let sut: TestApp;
let client: TestClient;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  sut = await startTestApp({ SMTP_URL: smtp.url });
  client = new TestClient(sut.baseUrl);
});
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

const NEW_PASSWORD = 'Bamboo-2027';

describe('password reset', () => {
  it('resets with the code from the mail, closes every session and refuses the code a second time', async () => {
    const email = uniqueEmail('forgetful');
    const userId = await createUser(sut, { email, role: 'teacher' });
    const first = await logIn(client, email, 'teacher');
    const second = await logIn(client, email, 'teacher');

    const sent = await client.post<CodeSent>(ApiPaths.sendFindPwdEmail, { email }, { lang: 'fr' });
    expect(sent.body).toEqual({
      code: 200,
      message: 'OK',
      data: { resendAfterSeconds: 60, expiresInMinutes: 15 },
    });
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Atelier Chinese');
    const code = codeIn(mail);
    const form = { email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

    const reset = await client.post(ApiPaths.resetPwd, form);

    expect(reset.body).toEqual({ code: 200, message: 'OK', data: null });
    for (const grant of [first, second]) {
      expect((await client.get(ApiPaths.validate, {}, { token: grant.tokenValue })).status).toBe(
        401,
      );
    }
    const old = await client.post(ApiPaths.login, {
      identity: 'teacher',
      email,
      password: PASSWORD,
    });
    expect(old.body.message).toBe('E-mail or password not correct.');
    expect((await logIn(client, email, 'teacher', NEW_PASSWORD)).user.id).toBe(userId);
    const reused = await client.post(ApiPaths.resetPwd, form);
    expect(reused.body).toMatchObject({
      code: 400,
      message: 'This code is wrong or has expired. Please ask for a new one.',
    });
    const types = (await sut.app.get(SqliteEventStore).readStream(`user-${userId}`)).map(
      (e) => e.type,
    );
    expect(types).toEqual(expect.arrayContaining(['PasswordResetRequested', 'PasswordReset']));
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = uniqueEmail('known');
    await createUser(sut, { email: known, role: 'student' });
    const unknown = uniqueEmail('unknown');

    const forKnown = await client.post(ApiPaths.sendFindPwdEmail, { email: known });
    const forUnknown = await client.post(ApiPaths.sendFindPwdEmail, { email: unknown });
    const againKnown = await client.post(ApiPaths.sendFindPwdEmail, { email: known });
    const againUnknown = await client.post(ApiPaths.sendFindPwdEmail, { email: unknown });

    expect(forUnknown).toEqual(forKnown);
    expect(againKnown.status).toBe(429);
    expect(againUnknown.status).toBe(429);
    await smtp.nextMailTo(known);
    expect(smtp.received.some((mail) => mail.to.includes(unknown))).toBe(false);
    const guessed = await client.post(ApiPaths.resetPwd, {
      email: unknown,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(guessed.status).toBe(400);
  });

  it('refuses an expired code and a wrong one, keeping the password', async () => {
    const email = uniqueEmail('late');
    await createUser(sut, { email, role: 'student' });
    await client.post(ApiPaths.sendFindPwdEmail, { email });
    const code = codeIn(await smtp.nextMailTo(email));
    const wrong = code === '999999' ? '000000' : '999999';

    const wrongCode = await client.post(
      ApiPaths.resetPwd,
      { email, code: wrong, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { lang: 'zh' },
    );
    await sut
      .dataSource()
      .query(`UPDATE email_codes SET expires_at = ? WHERE email = ? AND purpose = 'reset'`, [
        new Date(Date.now() - 1_000).toISOString(),
        email,
      ]);
    const expired = await client.post(ApiPaths.resetPwd, {
      email,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(wrongCode.body.message).toBe('验证码错误或已过期，请重新获取。');
    expect(expired.status).toBe(400);
    expect((await logIn(client, email, 'student')).role).toBe('student');
  });

  it('checks the new password and its confirmation', async () => {
    const res = await client.post(ApiPaths.resetPwd, {
      email: uniqueEmail('form'),
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: 'Something-else',
    });

    expect(res.body).toEqual({
      code: 400,
      message: 'Some fields need your attention.',
      data: { fields: { confirmPassword: 'The confirmation does not match the password.' } },
    });
  });
});
