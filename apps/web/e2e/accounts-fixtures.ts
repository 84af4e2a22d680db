import type { Role, SessionGrant } from '@atelier/contracts';
import type { StoredSession } from '@atelier/machines';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { KENYA_PARTNER_SECRET } from './e2e-servers';
import { SESSION_KEY, seedStorage } from './session-fixtures';

/** The demo school the e2e server seeds (fixtures/seed/demo-school.json). */
export const DEMO_PASSWORD = 'Panda-2026';
export const DEMO = {
  manager: 'manager@demo.atelier.test',
  teacher: 'teacher@demo.atelier.test',
  student: 'student@demo.atelier.test',
  /** A private teacher whose trial ended: every call but validate/update/logout is a 403. */
  expiredTrialTeacher: 'trial.ended@demo.atelier.test',
} as const satisfies Record<Role | 'expiredTrialTeacher', string>;

/** An address no other test (or earlier run against the same server) has used. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${randomBytes(3).toString('hex')}@family.test`;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function postForm<T>(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(path, { form, headers });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/** `POST login` as the app does; the grant of the demo or a registered account. */
export function logInThroughApi(
  request: APIRequestContext,
  identity: Role,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SessionGrant> {
  return postForm<SessionGrant>(request, '/atelier/user/login', { identity, email, password });
}

/** Ends the grant's session on the server (its token is revoked), as another tab logging out. */
export async function logOutThroughApi(
  request: APIRequestContext,
  session: Pick<StoredSession, 'tokenName' | 'tokenValue'>,
): Promise<void> {
  await postForm(
    request,
    '/atelier/user/logout',
    {},
    {
      [session.tokenName ?? '']: session.tokenValue ?? '',
    },
  );
}

export function storedSessionOf(grant: SessionGrant): StoredSession {
  return {
    user: grant.user,
    tokenName: grant.tokenName,
    tokenValue: grant.tokenValue,
    role: grant.role,
    provider: grant.provider ?? null,
    providerExtra: grant.providerExtra ?? null,
  };
}

/** Opens the app logged in with `grant`, as if the user had logged in earlier. */
export async function seedSession(page: Page, grant: SessionGrant): Promise<void> {
  await seedStorage(page, { [SESSION_KEY]: storedSessionOf(grant) });
}

/**
 * The code of the newest mail to `email`, read from the development mail page (`GET /dev/mail`
 * lists the outbox newest first; each message page shows the text).
 */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await (await request.get('/dev/mail')).text();
        const row = [
          ...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="([^"]+)">/g),
        ].find((match) => match[1] === email);
        if (!row?.[2]) return undefined;
        const message = await (await request.get(row[2])).text();
        code = /<pre>[\s\S]*?\b(\d{6})\b[\s\S]*?<\/pre>/.exec(message)?.[1];
        return code;
      },
      { message: `a mail with a code to ${email}`, timeout: 5_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Registers an account through the API (code from the mail page); answers its grant. */
export async function registerThroughApi(
  request: APIRequestContext,
  account: { email: string; role: Role; firstName: string; familyName: string; password: string },
): Promise<SessionGrant> {
  await postForm(request, '/atelier/user/send-register-email', {
    email: account.email,
    role: account.role,
  });
  const code = await mailedCode(request, account.email);
  const { ticket } = await postForm<{ ticket: string }>(request, '/atelier/user/valid-captcha', {
    email: account.email,
    code,
  });
  return postForm<SessionGrant>(request, '/atelier/user/register', {
    ticket,
    firstName: account.firstName,
    familyName: account.familyName,
    telephone: '+44 20 7946 0000',
    schoolCode: '',
    password: account.password,
    confirmPassword: account.password,
  });
}

export interface KenyaClaims {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'student' | 'teacher';
  domain: string;
}

/**
 * A partner assertion as the Kenya partner signs it (apps/api/src/modules/accounts/partner/kenya-assertion.ts):
 * `base64url(JSON payload).base64url(HMAC-SHA256(secret, first part))`, valid for two minutes.
 */
export function signKenyaAssertion(claims: KenyaClaims, secret = KENYA_PARTNER_SECRET): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: 'kenya', ...claims, iat: now, exp: now + 120, nonce: randomUUID() };
  const payloadPart = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signature = createHmac('sha256', secret).update(payloadPart, 'utf8').digest('base64url');
  return `${payloadPart}.${signature}`;
}
