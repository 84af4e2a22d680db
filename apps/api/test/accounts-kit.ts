import {
  ApiPaths,
  type CaptchaVerified,
  type PlanState,
  type Role,
  type SessionGrant,
} from '@atelier/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { RegisterUserCommand } from '../src/modules/accounts/commands/register-user/register-user.command.js';
import { RegisterSchoolCommand } from '../src/modules/schools/commands/register-school/register-school.command.js';
import type { TestClient } from './http.js';
import { codeIn, type SmtpTestServer } from './smtp-test-server.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'Panda-2026';

let counter = 0;
/** A fresh address per test, so tests in a file never meet each other's accounts. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 8)}@test.atelier.test`;
}

function systemContext(now = new Date()) {
  return { actorId: 'system', schoolId: null, correlationId: 'test', lang: 'en', now };
}

/** An account made through the real command path (as the seed does), returning its id. */
export async function createUser(
  sut: TestApp,
  account: {
    email: string;
    role: Role;
    password?: string;
    schoolId?: string | null;
    plan?: { state: PlanState; expiresAt: string | null };
    firstName?: string;
  },
): Promise<string> {
  const userId = randomUUID();
  await sut.app.get(CommandBus).execute(
    new RegisterUserCommand(
      {
        via: 'seed',
        userId,
        email: account.email,
        role: account.role,
        schoolId: account.schoolId ?? null,
        firstName: account.firstName ?? 'Mei',
        lastName: 'Tester',
        password: account.password ?? PASSWORD,
        plan: account.plan,
      },
      systemContext(),
    ),
  );
  return userId;
}

export async function createSchool(
  sut: TestApp,
  code: string,
  name = 'Test School',
): Promise<string> {
  const schoolId = randomUUID();
  await sut.app
    .get(CommandBus)
    .execute(new RegisterSchoolCommand({ schoolId, name, code }, systemContext()));
  return schoolId;
}

export async function logIn(
  client: TestClient,
  email: string,
  identity: Role,
  password = PASSWORD,
): Promise<SessionGrant> {
  const res = await client.post<SessionGrant>(ApiPaths.login, { identity, email, password });
  expect(res.body.message, `login of ${email}`).toBe('OK');
  return res.body.data;
}

/** The three registration calls, the code taken from the mail the SMTP server received. */
export async function registerByEmail(
  client: TestClient,
  smtp: SmtpTestServer,
  account: { email: string; role: Role; schoolCode?: string; lang?: string },
): Promise<SessionGrant> {
  const sent = await client.post(
    ApiPaths.sendRegisterEmail,
    { email: account.email, role: account.role },
    { lang: account.lang },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = codeIn(await smtp.nextMailTo(account.email));
  const verified = await client.post<CaptchaVerified>(ApiPaths.validCaptcha, {
    email: account.email,
    code,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const registered = await client.post<SessionGrant>(ApiPaths.register, {
    ticket: verified.body.data.ticket,
    firstName: 'Lina',
    familyName: 'Martin',
    telephone: '+44 20 7946 0000',
    schoolCode: account.schoolCode,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return registered.body.data;
}
