import {
  fillPath,
  SchoolAdminPaths,
  type ClassDetail,
  type ClassRow,
  type GradeRow,
  type InviteLinkView,
  type Locale,
  type SessionGrant,
  type TeachersAnswer,
} from '@atelier/contracts';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  DEMO,
  logInThroughApi,
  registerThroughApi,
  seedSession,
  uniqueEmail,
} from './accounts-fixtures';
import { seriousViolations } from './axe';
import { E2E_PORT } from './e2e-servers';
import { LOCALE_KEY, seedStorage } from './session-fixtures';

/**
 * Invitations (issue 5), tried as their users would, against the real API and the demo seed:
 * the class invite link (switched on, copied, followed by a new and by an existing student,
 * switched off), a seeded expired link, invitations by e-mail (read from the development outbox)
 * for a student and for a teacher, a private teacher inviting a student, and axe on the join page
 * in the three languages.
 */

const PRIVATE_TEACHER = 'private.teacher@demo.atelier.test';
const PASSWORD = 'Bamboo-2026';
const EXPIRED_TEXT = 'The link has expired: this invite link is no longer valid.';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

function headersOf(grant: SessionGrant): Record<string, string> {
  return { [grant.tokenName]: grant.tokenValue };
}

async function apiGet<T>(request: APIRequestContext, grant: SessionGrant, path: string) {
  const envelope = (await (
    await request.get(path, { headers: headersOf(grant) })
  ).json()) as Envelope<T>;
  expect(envelope.code, `GET ${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

async function apiPost<T>(
  request: APIRequestContext,
  grant: SessionGrant,
  path: string,
  form: Record<string, string>,
) {
  const response = await request.post(path, { form, headers: headersOf(grant) });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `POST ${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

async function classByName(request: APIRequestContext, grant: SessionGrant, name: string) {
  const classes = await apiGet<ClassRow[]>(request, grant, SchoolAdminPaths.classes);
  const found = classes.find((row) => row.name === name);
  expect(found, `a class named ${name}`).toBeDefined();
  return found as ClassRow;
}

async function classDetail(request: APIRequestContext, grant: SessionGrant, classId: string) {
  return apiGet<ClassDetail>(request, grant, fillPath(SchoolAdminPaths.class, { classId }));
}

/** The class's link, made usable through the API whatever state an earlier test left it in. */
async function activatedLinkPath(
  request: APIRequestContext,
  grant: SessionGrant,
  classId: string,
): Promise<string> {
  const path = fillPath(SchoolAdminPaths.classInviteLink, { classId });
  let link = await apiGet<InviteLinkView>(request, grant, path);
  if (link.state === 'expired') {
    link = await apiPost<InviteLinkView>(request, grant, path, { action: 'regenerate' });
  }
  if (link.state !== 'activated') {
    link = await apiPost<InviteLinkView>(request, grant, path, { action: 'switch-on' });
  }
  expect(link.state).toBe('activated');
  return link.path;
}

// ------------------------------------------------------------------------------------------
// The development outbox (`GET /dev/mail`, newest first)

interface OutboxRow {
  to: string;
  subject: string;
  href: string;
}

async function outbox(request: APIRequestContext): Promise<OutboxRow[]> {
  const list = await (await request.get('/dev/mail')).text();
  return [
    ...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="([^"]+)">([^<]*)<\/a>/g),
  ].map((match) => ({ to: match[1] ?? '', href: match[2] ?? '', subject: match[3] ?? '' }));
}

/** The text of the newest mail to `email` whose subject matches, once it has arrived. */
async function mailText(request: APIRequestContext, email: string, subject: RegExp) {
  let text = '';
  await expect
    .poll(
      async () => {
        const row = (await outbox(request)).find(
          (entry) => entry.to === email && subject.test(entry.subject),
        );
        if (!row) return '';
        const page = await (await request.get(row.href)).text();
        text = /<pre>([\s\S]*?)<\/pre>/.exec(page)?.[1] ?? '';
        return text;
      },
      { message: `a mail to ${email} with a subject like ${subject}`, timeout: 8_000 },
    )
    .not.toBe('');
  return text;
}

/** The join page path in an invitation mail. */
async function mailedInvitePath(request: APIRequestContext, email: string, subject: RegExp) {
  const text = await mailText(request, email, subject);
  const path = /https?:\/\/[^/\s]+(\/invite\/[\w.-]+)/.exec(text)?.[1];
  expect(path, `a join link in the mail to ${email}`).toBeDefined();
  return path ?? '';
}

async function mailedRegisterCode(request: APIRequestContext, email: string) {
  const text = await mailText(request, email, /verification code/i);
  return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
}

// ------------------------------------------------------------------------------------------
// Browser steps

/** A logged-out visitor in a fresh browser context. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * On the join page, logged out: "Create an account", the registration with the role and (for an
 * e-mail invitation) the address already there, the e-mailed code, the details; the page comes
 * back to the invitation and joins.
 */
async function registerThroughInvitation(
  page: Page,
  request: APIRequestContext,
  person: {
    email: string;
    role: 'Student' | 'Teacher';
    firstName: string;
    prefilled: boolean;
    /** Where the invitation leads: "the class Pandas", "Maple Grove International School". */
    joins: string;
  },
) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/user\/register\?/);
  await expect(page.getByRole('radio', { name: person.role })).toBeChecked();
  const emailField = page.getByLabel('E-mail');
  if (person.prefilled) await expect(emailField).toHaveValue(person.email);
  else await emailField.fill(person.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page
    .getByLabel('Code from the e-mail')
    .fill(await mailedRegisterCode(request, person.email));
  await page.getByRole('button', { name: 'Check the code' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Family name').fill('Invited');
  await page.getByLabel('Telephone').fill('+44 20 7946 0000');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm the password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expectWelcome(page, person.joins);
}

/** The join went through: the toast welcomes the person into the class or the school. */
async function expectWelcome(page: Page, joins: string) {
  await expect(page.getByTestId('toast')).toContainText(`Welcome! You have joined ${joins}.`);
}

/** A student account made through the API, with no class yet. */
async function registerStudent(request: APIRequestContext, email: string, firstName: string) {
  return registerThroughApi(request, {
    email,
    role: 'student',
    firstName,
    familyName: 'Invited',
    password: PASSWORD,
  });
}

/** On a class page: "Invite students by e-mail", the addresses, send. Returns the dialog. */
async function inviteByEmail(page: Page, addresses: string) {
  await page.getByRole('button', { name: /by e-mail/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite students by e-mail' });
  await dialog.getByLabel('E-mail addresses').fill(addresses);
  await dialog.getByRole('button', { name: 'Send the invitations' }).click();
  return dialog;
}

async function memberEmails(request: APIRequestContext, grant: SessionGrant, classId: string) {
  return (await classDetail(request, grant, classId)).members
    .filter((member) => member.status === 'active')
    .map((member) => member.email);
}

// ------------------------------------------------------------------------------------------

test.describe('class invite link', () => {
  // First, before the other tests replace any link of the demo school.
  test('a seeded class whose link has expired refuses it', async ({ browser, request }) => {
    const manager = await logInThroughApi(request, 'manager', DEMO.manager);
    const classes = await apiGet<ClassRow[]>(request, manager, SchoolAdminPaths.classes);
    let expiredPath: string | null = null;
    for (const row of classes) {
      const detail = await classDetail(request, manager, row.id);
      if (detail.inviteLink.state === 'expired') expiredPath = detail.inviteLink.path;
    }
    expect(expiredPath, 'the demo seed has a class whose invite link has expired').not.toBeNull();

    const student = await visitor(browser);
    await student.goto(expiredPath ?? '/');
    await expect(student.getByText(EXPIRED_TEXT)).toBeVisible();
    await expect(student.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  });

  test('a manager switches the link on and copies it; a new student registers through it and lands in the class', async ({
    page,
    browser,
    request,
  }) => {
    const manager = await logInThroughApi(request, 'manager', DEMO.manager);
    const pandas = await classByName(request, manager, 'Pandas');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedSession(page, manager);

    await page.goto(`/manager/classes/${pandas.id}`);
    const panel = page.getByTestId('invite-link-panel');
    await expect(panel.getByRole('heading', { name: 'Invite link' })).toBeVisible();
    const status = panel.getByRole('status');
    // The seed leaves the link as it was created; an earlier run's state is replaced first.
    if (await panel.getByRole('button', { name: 'Create a new link' }).isVisible()) {
      await panel.getByRole('button', { name: 'Create a new link' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Create a new link?' });
      await confirm.getByRole('button', { name: 'Create the new link' }).click();
    }
    await expect(status).toContainText('Not activated');
    await expect(panel.getByRole('textbox', { name: 'Link to share' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Switch the link on' }).click();
    await expect(status).toContainText('Activated');
    await expect(status).toContainText('The link works until');
    const address = panel.getByRole('textbox', { name: 'Link to share' });
    const url = await address.inputValue();
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORT}/invite/[\\w.-]+$`));
    await expect(panel.getByRole('button', { name: 'Switch the link off' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Switch the link on' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Copy the link' }).click();
    await expect(page.getByTestId('toast')).toContainText('The link has been copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A new student follows the copied link.
    const student = await visitor(browser);
    const email = uniqueEmail('link.kid');
    await student.goto(url);
    await expect(student.getByRole('heading', { level: 1 })).toHaveText('Join the class Pandas');
    await expect(student.getByText('Maple Grove International School')).toBeVisible();
    await registerThroughInvitation(student, request, {
      email,
      role: 'Student',
      firstName: 'Lina',
      prefilled: false,
      joins: 'the class Pandas',
    });
    await expect(student).toHaveURL('/student');
    expect(await memberEmails(request, manager, pandas.id)).toContain(email);

    // The manager sees the new member on the class page.
    await page.reload();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
  });

  test('an existing student logs in through the link and joins; a logged-in student joins with a click', async ({
    page,
    browser,
    request,
  }) => {
    const manager = await logInThroughApi(request, 'manager', DEMO.manager);
    const pandas = await classByName(request, manager, 'Pandas');
    const path = await activatedLinkPath(request, manager, pandas.id);

    // An account without a class logs in from the join page and comes back to join.
    const first = uniqueEmail('login.kid');
    await registerStudent(request, first, 'Noah');
    const student = await visitor(browser);
    await student.goto(path);
    await student.getByRole('link', { name: 'Log in to join' }).click();
    await expect(student).toHaveURL(/\/user\/login\?/);
    await expect(student.getByRole('radio', { name: 'Student' })).toBeChecked();
    await student.getByLabel('E-mail').fill(first);
    await student.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await student.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectWelcome(student, 'the class Pandas');
    await expect(student).toHaveURL('/student');

    // Another, already logged in, opens the link: nothing happens until the click.
    const second = uniqueEmail('click.kid');
    const grant = await registerStudent(request, second, 'Zara');
    await seedSession(page, grant);
    await page.goto(path);
    const join = page.getByRole('button', { name: 'Join Pandas' });
    await expect(join).toBeVisible();
    expect(await memberEmails(request, manager, pandas.id)).not.toContain(second);
    await join.click();
    await expectWelcome(page, 'the class Pandas');
    await expect(page).toHaveURL('/student');

    const members = await memberEmails(request, manager, pandas.id);
    expect(members).toContain(first);
    expect(members).toContain(second);
  });

  test('the manager switches the link off: the join page says it has expired', async ({
    page,
    browser,
    request,
  }) => {
    const manager = await logInThroughApi(request, 'manager', DEMO.manager);
    const pandas = await classByName(request, manager, 'Pandas');
    const path = await activatedLinkPath(request, manager, pandas.id);
    await seedSession(page, manager);

    await page.goto(`/manager/classes/${pandas.id}`);
    const panel = page.getByTestId('invite-link-panel');
    await panel.getByRole('button', { name: 'Switch the link off' }).click();
    await expect(panel.getByRole('status')).toContainText('Switched off');
    await expect(panel.getByRole('textbox', { name: 'Link to share' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Switch the link on' })).toBeVisible();

    const student = await visitor(browser);
    await student.goto(path);
    await expect(student.getByRole('heading', { level: 1 })).toHaveText(
      'This invitation can no longer be used',
    );
    await expect(student.getByText(EXPIRED_TEXT)).toBeVisible();
    await expect(student.getByRole('link', { name: 'Log in to join' })).toHaveCount(0);

    // A logged-in student's join is refused by the server too.
    const grant = await registerStudent(request, uniqueEmail('late.kid'), 'Hugo');
    const token = path.slice('/invite/'.length);
    const accept = await request.post(fillPath(SchoolAdminPaths.invitationAccept, { token }), {
      headers: headersOf(grant),
    });
    expect(((await accept.json()) as Envelope<unknown>).code).not.toBe(200);
  });
});

test.describe('invitations by e-mail', () => {
  test('the manager invites a student by e-mail; the invited person registers from the mail and joins', async ({
    page,
    browser,
    request,
  }) => {
    const manager = await logInThroughApi(request, 'manager', DEMO.manager);
    const dragons = await classByName(request, manager, 'Dragons');
    await seedSession(page, manager);
    const email = uniqueEmail('mailed.kid');

    await page.goto(`/manager/classes/${dragons.id}`);
    const dialog = await inviteByEmail(page, `${email}\nnot-an-address`);
    const field = dialog.getByLabel('E-mail addresses');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('listitem')).toHaveText([
      'not-an-address: The e-mail format is wrong.',
    ]);
    await field.fill(email);
    await dialog.getByRole('button', { name: 'Send the invitations' }).click();
    await expect(page.getByTestId('toast')).toContainText('1 invitation sent.');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(email)).toBeVisible();

    const path = await mailedInvitePath(request, email, /Join the class Dragons/);
    const student = await visitor(browser);
    await student.goto(path);
    await expect(student.getByRole('heading', { level: 1 })).toHaveText('Join the class Dragons');
    await registerThroughInvitation(student, request, {
      email,
      role: 'Student',
      firstName: 'Amara',
      prefilled: true,
      joins: 'the class Dragons',
    });
    await expect(student).toHaveURL('/student');
    expect(await memberEmails(request, manager, dragons.id)).toContain(email);

    // The invitation is used up.
    await student.goto(path);
    await expect(student.getByText(EXPIRED_TEXT)).toBeVisible();
  });

  test('the manager invites a teacher, who registers from the mail and sees the class once assigned', async ({
    page,
    browser,
    request,
  }) => {
    const manager = await logInThroughApi(request, 'manager', DEMO.manager);
    await seedSession(page, manager);
    const email = uniqueEmail('new.teacher');

    await page.goto('/manager/teachers');
    await page.getByRole('button', { name: /invite a teacher/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a teacher' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('First name (optional)').fill('Mei');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByTestId('toast')).toContainText(`Invitation sent to ${email}.`);

    const path = await mailedInvitePath(request, email, /invites you to teach/);
    const teacher = await visitor(browser);
    await teacher.goto(path);
    await expect(teacher.getByRole('heading', { level: 1 })).toHaveText(
      'Join Maple Grove International School',
    );
    await registerThroughInvitation(teacher, request, {
      email,
      role: 'Teacher',
      firstName: 'Mei',
      prefilled: true,
      joins: 'Maple Grove International School',
    });
    await expect(teacher).toHaveURL('/teacher');

    // The manager assigns the new teacher to a class; the teacher then sees it.
    const { teachers } = await apiGet<TeachersAnswer>(request, manager, SchoolAdminPaths.teachers);
    const row = teachers.find((candidate) => candidate.email === email);
    expect(row, 'the new teacher in the school').toBeDefined();
    const cranes = await classByName(request, manager, 'Cranes');
    await apiPost(
      request,
      manager,
      fillPath(SchoolAdminPaths.classTeacher, { classId: cranes.id }),
      {
        teacherId: row?.id ?? '',
      },
    );
    await teacher.goto('/teacher/classes');
    await expect(teacher.getByRole('link', { name: 'Cranes' })).toBeVisible();
  });

  test('a private teacher creates a class and invites a student by e-mail', async ({
    page,
    browser,
    request,
  }) => {
    const teacher = await logInThroughApi(request, 'teacher', PRIVATE_TEACHER);
    let grades = await apiGet<GradeRow[]>(request, teacher, SchoolAdminPaths.grades);
    if (grades.length === 0) {
      await apiPost(request, teacher, SchoolAdminPaths.grades, { gradeKey: 'grade-1' });
      grades = await apiGet<GradeRow[]>(request, teacher, SchoolAdminPaths.grades);
    }
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const created = await apiPost<{ id?: string; classId?: string }>(
      request,
      teacher,
      SchoolAdminPaths.classes,
      { gradeId: grades[0]?.id ?? '', name: `Lotus ${code}`, code, level: '1' },
    );
    const classId =
      created?.id ?? created?.classId ?? (await classByName(request, teacher, `Lotus ${code}`)).id;
    await seedSession(page, teacher);
    const email = uniqueEmail('private.kid');

    await page.goto(`/teacher/classes/${classId}`);
    await inviteByEmail(page, email);
    await expect(page.getByTestId('toast')).toContainText('1 invitation sent.');

    const path = await mailedInvitePath(request, email, new RegExp(`Join the class Lotus ${code}`));
    const student = await visitor(browser);
    await student.goto(path);
    await registerThroughInvitation(student, request, {
      email,
      role: 'Student',
      firstName: 'Kwame',
      prefilled: true,
      joins: `the class Lotus ${code}`,
    });
    expect(await memberEmails(request, teacher, classId)).toContain(email);
  });
});

test.describe('plan card', () => {
  test('a school teacher follows the school’s plan and cannot renew it', async ({
    page,
    request,
  }) => {
    await seedSession(page, await logInThroughApi(request, 'teacher', DEMO.teacher));
    await page.goto('/teacher');
    const card = page.getByTestId('plan-card');
    await expect(card.getByTestId('plan-state')).toHaveText(
      'School teacher: you follow the plan of Maple Grove International School',
    );
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    const renew = card.getByRole('button', { name: 'Renew' });
    await expect(renew).toHaveAttribute('aria-disabled', 'true');
    await expect(renew).toHaveAccessibleDescription(
      'Your school’s plan is still valid, so you cannot renew it yourself. To change it, contact your school administrator.',
    );
  });

  test('a private teacher sees the teacher-access bonus; renewing says it comes later', async ({
    page,
    request,
  }) => {
    await seedSession(page, await logInThroughApi(request, 'teacher', PRIVATE_TEACHER));
    await page.goto('/teacher');
    const card = page.getByTestId('plan-card');
    // The demo private teacher is in the trial month; a paying one shows "Private teacher".
    await expect(card.getByTestId('plan-state')).toHaveText(
      /^(Free trial until .+|Private teacher)$/,
    );
    await expect(card.getByTestId('plan-bonus')).toHaveText(
      /^Teacher-access bonus: up to 1 teacher and 6 students \(\d used\)\.$/,
    );
    await card.getByRole('button', { name: 'Renew' }).click();
    await expect(card.getByRole('status')).toHaveText(
      'Buying and renewing a plan online is coming soon. Nothing has been charged; your plan stays as it is.',
    );
  });

  test('a manager of a school without access is told to contact a local sales agent', async ({
    page,
    request,
  }) => {
    await seedSession(
      page,
      await logInThroughApi(request, 'manager', 'noaccess@demo.atelier.test'),
    );
    await page.goto('/manager');
    // The server refuses the centre's calls with a 403 (spec section 8): alert, then account page.
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(
      'Your school or institution has no access. Please contact a local sales agent.',
    );
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/manager/account');
  });
});

test.describe('join page accessibility', () => {
  const LANGUAGES: Locale[] = ['en', 'zh', 'fr'];

  for (const lang of LANGUAGES) {
    test(`join page in ${lang}: no serious or critical axe violations, usable and expired`, async ({
      page,
      request,
    }) => {
      const manager = await logInThroughApi(request, 'manager', DEMO.manager);
      const tigers = await classByName(request, manager, 'Tigers');
      const path = await activatedLinkPath(request, manager, tigers.id);
      await seedStorage(page, { [LOCALE_KEY]: lang });

      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('invite-page')).toHaveAttribute('data-view', 'logged-out');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/invite/no-such-invitation');
      await expect(page.getByTestId('invite-expired')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
