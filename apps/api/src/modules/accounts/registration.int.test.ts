import {
  ApiPaths,
  DEFAULT_TOKEN_NAME,
  EMAIL_CODE,
  RATE_LIMITS,
  type CaptchaVerified,
  type CodeSent,
  type MessageList,
  type Profile,
  type RetryAfter,
} from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../infrastructure/event-store/event-store.js';
import {
  createSchool,
  createUser,
  PASSWORD,
  registerByEmail,
  uniqueEmail,
} from '../../../test/accounts-kit.js';
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

async function sendCode(email: string, role = 'student', lang?: string) {
  return client.post<CodeSent | RetryAfter>(ApiPaths.sendRegisterEmail, { email, role }, { lang });
}

describe('registration with an e-mailed code', () => {
  it('registers a student end to end with the code from the mail, then validates the session', async () => {
    const email = uniqueEmail('student');

    const grant = await registerByEmail(client, smtp, { email, role: 'student' });

    expect(grant).toMatchObject({
      tokenName: DEFAULT_TOKEN_NAME,
      role: 'student',
      user: { email, firstName: 'Lina', lastName: 'Martin', avatar: null, role: 'student' },
    });
    expect(grant.tokenValue).toMatch(/^[\w-]{43}$/);
    const validated = await client.get<Profile>(ApiPaths.validate, {}, { token: grant.tokenValue });
    expect(validated.status).toBe(200);
    expect(validated.body.data).toMatchObject({ email, role: 'student', plan: 'trial' });
    const trialDays =
      (Date.parse(validated.body.data.planExpiresAt ?? '') - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(27);
    expect(trialDays).toBeLessThan(32);
    const messages = await client.get<MessageList>(
      ApiPaths.messageList,
      { lang: 'fr' },
      { token: grant.tokenValue },
    );
    expect(messages.body.data.items[0]).toMatchObject({
      kind: 'welcome',
      title: 'Bienvenue sur Atelier Chinese !',
    });
  });

  it('records the registration and the login as events without personal data', async () => {
    const email = uniqueEmail('events');
    const grant = await registerByEmail(client, smtp, { email, role: 'teacher' });

    const events = await sut.app.get(SqliteEventStore).readStream(`user-${grant.user.id}`);

    expect(events.map((e) => e.type)).toEqual([
      'UserRegistered',
      'UserLoggedIn',
      'UserMessageSent',
    ]);
    expect(events[0]?.data).toMatchObject({ role: 'teacher', via: 'email', plan: 'trial' });
    const stored = JSON.stringify(events);
    for (const secret of [email, 'Lina', 'Martin', '7946', grant.tokenValue]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('sends the code in the language of the request, and nothing else secret', async () => {
    const email = uniqueEmail('zh');

    await sendCode(email, 'student', 'zh');
    const mail = await smtp.nextMailTo(email);

    expect(mail.subject).toBe('您的 Atelier Chinese 验证码');
    expect(mail.text).toContain(`${EMAIL_CODE.ttlMinutes} 分钟内有效`);
    expect(mail.text.match(/\d{6}/g)).toHaveLength(1);
  });

  it('refuses to register without a verified code, and a ticket twice', async () => {
    const form = {
      firstName: 'Tom',
      familyName: 'Nobody',
      telephone: '0123456789',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    const forged = await client.post(ApiPaths.register, { ...form, ticket: 'made-up-ticket' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(
      'This code is wrong or has expired. Please ask for a new one.',
    );

    const email = uniqueEmail('twice');
    await sendCode(email);
    const code = codeIn(await smtp.nextMailTo(email));
    const verified = await client.post<CaptchaVerified>(ApiPaths.validCaptcha, { email, code });
    const ticket = verified.body.data.ticket;
    expect((await client.post(ApiPaths.register, { ...form, ticket })).status).toBe(200);
    const again = await client.post(ApiPaths.register, { ...form, ticket });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/code is wrong or has expired/);
    // The code itself was single-use too.
    expect((await client.post(ApiPaths.validCaptcha, { email, code })).status).toBe(400);
  });

  it('counts wrong codes and kills the code after the last attempt', async () => {
    const email = uniqueEmail('attempts');
    await sendCode(email);
    const code = codeIn(await smtp.nextMailTo(email));
    const wrong = code === '000000' ? '111111' : '000000';

    for (let i = 0; i < EMAIL_CODE.maxAttempts; i += 1) {
      const res = await client.post(ApiPaths.validCaptcha, { email, code: wrong }, { lang: 'zh' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('验证码错误或已过期，请重新获取。');
    }
    expect((await client.post(ApiPaths.validCaptcha, { email, code })).status).toBe(400);
  });

  it('refuses a code that has expired', async () => {
    const email = uniqueEmail('expired');
    await sendCode(email);
    const code = codeIn(await smtp.nextMailTo(email));
    await sut
      .dataSource()
      .query(`UPDATE email_codes SET expires_at = ? WHERE email = ?`, [
        new Date(Date.now() - 1_000).toISOString(),
        email,
      ]);

    expect((await client.post(ApiPaths.validCaptcha, { email, code })).status).toBe(400);
  });

  it("refuses a teacher's e-mail for a student, and any registered e-mail", async () => {
    const teacher = uniqueEmail('teacher');
    await createUser(sut, { email: teacher, role: 'teacher' });
    const student = uniqueEmail('student');
    await createUser(sut, { email: student, role: 'student' });

    const asStudent = await sendCode(teacher, 'student', 'fr');
    const asTeacher = await sendCode(teacher, 'teacher');
    const again = await sendCode(student.toUpperCase(), 'student');

    expect(asStudent.status).toBe(409);
    expect(asStudent.body.message).toBe(
      'Cet e-mail appartient à un compte enseignant. Veuillez inscrire l’élève avec un autre e-mail.',
    );
    expect(asTeacher.body).toMatchObject({
      code: 409,
      message: 'This e-mail is already registered.',
    });
    expect(again.body.message).toBe('This e-mail is already registered.');
    expect(smtp.received.some((m) => m.to.includes(teacher) || m.to.includes(student))).toBe(false);
  });

  it('refuses a resend within the cooldown, localised, with the seconds to wait', async () => {
    const email = uniqueEmail('cooldown');
    expect((await sendCode(email)).status).toBe(200);

    const resend = await sendCode(email, 'student', 'fr');

    expect(resend.status).toBe(429);
    expect(resend.body.message).toBe(
      'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    );
    const wait = (resend.body.data as RetryAfter).retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(EMAIL_CODE.resendCooldownSeconds);
  });

  it('limits code sending per client address', async () => {
    const address = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.emailCode.perAddressMax; i += 1) {
      const res = await client.post(
        ApiPaths.sendRegisterEmail,
        { email: uniqueEmail('flood'), role: 'student' },
        { headers: address },
      );
      statuses.push(res.status);
    }

    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await sendCode(uniqueEmail('other'))).status).toBe(200);
  });

  it('makes a student with a school code belong to that school, and refuses an unknown code', async () => {
    await createSchool(sut, 'PANDA-7', 'Panda Primary');
    const wrong = uniqueEmail('wrongcode');
    await sendCode(wrong);
    const code = codeIn(await smtp.nextMailTo(wrong));
    const verified = await client.post<CaptchaVerified>(ApiPaths.validCaptcha, {
      email: wrong,
      code,
    });
    const refused = await client.post(ApiPaths.register, {
      ticket: verified.body.data.ticket,
      firstName: 'A',
      familyName: 'B',
      telephone: '0123456789',
      schoolCode: 'NOPE-1',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(refused.body).toMatchObject({
      code: 400,
      message: 'The school code is wrong, please try again.',
    });

    const grant = await registerByEmail(client, smtp, {
      email: uniqueEmail('pupil'),
      role: 'student',
      schoolCode: 'panda-7',
    });
    const profile = await client.get<Profile>(ApiPaths.validate, {}, { token: grant.tokenValue });
    expect(profile.body.data.schoolName).toBe('Panda Primary');
  });

  it('has no development mail page when mail is delivered over SMTP', async () => {
    expect((await client.raw('/dev/mail')).status).toBe(404);
  });

  it('refuses self-registration of a school manager and a bad password form', async () => {
    const manager = await sendCode(uniqueEmail('manager'), 'manager');
    expect(manager.status).toBe(400);
    expect(manager.body.data).toEqual({ fields: { role: 'This value is not valid.' } });

    const short = await client.post(
      ApiPaths.register,
      {
        ticket: 'x',
        firstName: 'A',
        familyName: 'B',
        telephone: '0123456789',
        password: 'abc',
        confirmPassword: 'abd',
      },
      { lang: 'fr' },
    );
    expect(short.status).toBe(400);
    expect(short.body.data).toMatchObject({
      fields: { password: 'Le mot de passe est trop court ou trop long (6 à 64 caractères).' },
    });
  });
});
