import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  logInThroughApi,
  logOutThroughApi,
  mailedCode,
  registerThroughApi,
  seedSession,
  signKenyaAssertion,
  uniqueEmail,
} from './accounts-fixtures';
import { OIDC_E2E } from './e2e-servers';
import { readStoredSession } from './session-fixtures';

/** The login form, filled and sent as a user would. */
async function logIn(page: Page, identity: string, email: string, password: string) {
  await page.getByRole('radio', { name: identity }).check();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/user/login');
}

test.describe('registration', () => {
  test('a student registers with the e-mailed code, lands in the centre, logs out and in again', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('mia');
    await page.goto('/user/#/register');
    await expect(page).toHaveURL('/user/register');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Step 1 of 3: Your e-mail');
    await expect(page.getByRole('radio', { name: 'Student' })).toBeChecked();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();

    const step = page.getByRole('heading', { level: 2 });
    await expect(step).toHaveText('Step 2 of 3: Check your e-mail');
    await expect(step).toBeFocused();
    await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
    // A new code only after the cooldown, which counts down on the button.
    const resend = page.getByRole('button', { name: /^New code in \d+ s$/ });
    await expect(resend).toBeDisabled();
    await page.getByLabel('Code from the e-mail').fill(await mailedCode(request, email));
    await page.getByRole('button', { name: 'Check the code' }).click();

    await expect(step).toHaveText('Step 3 of 3: About you');
    await expect(page.getByText(`E-mail checked: ${email}`)).toBeVisible();
    await page.getByLabel('First name').fill('Mia');
    await page.getByLabel('Family name').fill('Durand');
    await page.getByLabel('Telephone').fill('+33 6 12 34 56 78');
    await page.getByLabel('Password', { exact: true }).fill('Bamboo-2026');
    await page.getByLabel('Confirm the password', { exact: true }).fill('Bamboo-2027');
    await page.getByRole('button', { name: 'Create my account' }).click();
    // The client's check, before any call: the confirmation field says why and has the focus.
    const confirmation = page.getByLabel('Confirm the password', { exact: true });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toHaveAccessibleDescription(
      'The confirmation does not match the password.',
    );
    await confirmation.fill('Bamboo-2026');
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expect(page).toHaveURL('/student');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Mia Durand!');
    await expect(page.getByTestId('user-role')).toHaveText('Student');
    const messages = page.getByRole('region', { name: 'My messages' });
    await expect(messages.getByRole('listitem')).toHaveCount(1);
    await expect(messages.getByRole('heading', { level: 3 })).toContainText('Welcome');
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Profile picture of Mia Durand' }),
    ).toBeVisible();

    await logOut(page);
    expect((await readStoredSession(page))?.tokenValue).toBeNull();
    await logIn(page, 'Student', email, 'Bamboo-2026');
    await expect(page).toHaveURL('/student');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Mia Durand!');
  });

  test('a teacher’s e-mail is refused for a student registration', async ({ page }) => {
    await page.goto('/user/register');
    await page.getByLabel('E-mail').fill(DEMO.teacher);
    await page.getByRole('button', { name: 'Send me a code' }).click();

    await expect(page.getByTestId('toast')).toContainText(
      'This e-mail belongs to a teacher account. Please register the student with another e-mail.',
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Step 1 of 3: Your e-mail');
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.teacher);
  });

  test('an e-mail already registered is refused', async ({ page }) => {
    await page.goto('/user/register');
    await page.getByRole('radio', { name: 'Teacher' }).check();
    await page.getByLabel('E-mail').fill(DEMO.teacher);
    await page.getByRole('button', { name: 'Send me a code' }).click();

    await expect(page.getByTestId('toast')).toContainText('This e-mail is already registered.');
  });
});

test.describe('login', () => {
  test('a teacher and a manager log in to their centres', async ({ page }) => {
    await page.goto('/user/login');
    await logIn(page, 'Teacher', DEMO.teacher, DEMO_PASSWORD);
    await expect(page).toHaveURL('/teacher');
    await expect(page.getByTestId('user-role')).toHaveText('Teacher');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Na Li!');
    await logOut(page);

    await logIn(page, 'School or institution', DEMO.manager, DEMO_PASSWORD);
    await expect(page).toHaveURL('/manager');
    await expect(page.getByTestId('user-role')).toHaveText('School manager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Helen Carter!');
    // A logged-in manager who opens the login page again is taken back to the centre.
    await page.goto('/user/login');
    await expect(page).toHaveURL('/manager');
  });

  test('a wrong password or an unknown account gives the spec’s messages, once', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const email = page.getByLabel('E-mail');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('This field is required.');

    await logIn(page, 'Student', DEMO.student, 'not-the-password');
    await expect(page.getByTestId('toast')).toHaveText(/E-mail or password not correct\./);
    // The server's message is the toast's (spec section 8), not repeated in the form.
    await expect(page.getByText('E-mail or password not correct.')).toHaveCount(1);
    await expect(page).toHaveURL('/user/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();

    await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('toast').last()).toHaveText(/This account is not registered\./);
  });

  test('sign-in through the OpenID Connect provider creates the account and opens the centre', async ({
    page,
  }) => {
    const subject = `ada-${Date.now()}`;
    await page.goto('/user/login');
    await page.getByRole('radio', { name: 'Teacher' }).check();
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();

    // The provider's own (development) login and consent pages.
    await expect(page).toHaveURL(new RegExp(`^${OIDC_E2E.issuer}/`));
    await page.locator('input[name="login"]').fill(subject);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL('/teacher');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Ada Lovelace!');
    await expect(page.getByText(OIDC_E2E.person(subject).email)).toBeVisible();
  });

  test('no social sign-in button when the server has no identity provider, and no toast', async ({
    page,
  }) => {
    // This server has one; a server without answers the probe 503 providerUnavailable.
    await page.route('**/atelier/user/social-login', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, message: 'Not available.', data: null }),
      }),
    );
    const probe = page.waitForResponse('**/atelier/user/social-login');
    await page.goto('/user/login');
    expect((await probe).status()).toBe(503);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });
});

test.describe('password reset', () => {
  test('forgot and reset a password, then log in with the new one', async ({ page, request }) => {
    const email = uniqueEmail('leo');
    await registerThroughApi(request, {
      email,
      role: 'student',
      firstName: 'Léo',
      familyName: 'Martin',
      password: 'Old-password-1',
    });

    await page.goto('/user/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/user\/forgot-password\?email=/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();

    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Step 2 of 3: New password');
    await page.getByLabel('Code from the e-mail').fill(await mailedCode(request, email));
    await page.getByLabel('New password', { exact: true }).fill('New-password-2');
    await page.getByLabel('Confirm the password', { exact: true }).fill('New-password-2');
    await page.getByRole('button', { name: 'Save the new password' }).click();

    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Step 3 of 3: Done');
    await expect(
      page.getByText('Your password has been reset. You can now log in with it.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to the login page' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill('Old-password-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('E-mail or password not correct.');

    await page.getByLabel('Password', { exact: true }).fill('New-password-2');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/student');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Léo Martin!');
  });
});

test.describe('account page', () => {
  test('profile with an avatar, a refused picture and a password change', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('zoe');
    const grant = await registerThroughApi(request, {
      email,
      role: 'student',
      firstName: 'Zoé',
      familyName: 'Petit',
      password: 'Panda-pass-1',
    });
    await seedSession(page, grant);
    await page.goto('/student#/account');
    await expect(page).toHaveURL('/student/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    await expect(page.getByLabel('First name')).toHaveValue('Zoé');

    // A GIF named .png: refused by content before anything is sent.
    const picture = page.getByLabel('Choose a picture');
    await picture.setInputFiles({
      name: 'cat.png',
      mimeType: 'image/png',
      buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    });
    await expect(page.getByText('The picture format or size is wrong.')).toBeVisible();

    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('The picture format or size is wrong.')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'The new picture, not saved yet' })).toBeVisible();
    await page.getByLabel('First name').fill('Zoe');
    await page.getByRole('radio', { name: 'Girl' }).check();
    await page.getByLabel('Birth date').fill('2016-05-04');
    await page.getByLabel('Country or region').selectOption('FR');
    await page.getByRole('button', { name: 'Save my profile' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }),
    ).toBeVisible();
    const headerAvatar = page.getByRole('banner').getByRole('img', {
      name: 'Profile picture of Zoe Petit',
    });
    await expect(headerAvatar).toHaveAttribute('src', /^\/uploads\//);
    await page.reload();
    await expect(page.getByLabel('Country or region')).toHaveValue('FR');
    await expect(page.getByRole('radio', { name: 'Girl' })).toBeChecked();

    const passwords = page.getByRole('region', { name: 'Change my password' });
    await passwords.getByLabel('Current password', { exact: true }).fill('not-it');
    await passwords.getByLabel('New password', { exact: true }).fill('Panda-pass-2');
    await passwords.getByLabel('Confirm the password', { exact: true }).fill('Panda-pass-2');
    await passwords.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('The old password is wrong.').first()).toBeVisible();

    await passwords.getByLabel('Current password', { exact: true }).fill('Panda-pass-1');
    await passwords.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await logInThroughApi(request, 'student', email, 'Panda-pass-2');
  });
});

test.describe('sessions (spec section 8)', () => {
  test('an expired session: the next call shows the 401 alert, then the login page', async ({
    page,
    request,
  }) => {
    await page.goto('/user/login');
    await logIn(page, 'Student', DEMO.student, DEMO_PASSWORD);
    await expect(page).toHaveURL('/student');
    const stored = await readStoredSession(page);
    if (!stored?.tokenValue) throw new Error('the login stored no session');

    // The session ends on the server (as a logout elsewhere would); the page does not know yet.
    await logOutThroughApi(request, stored);
    await page.getByRole('link', { name: 'My account' }).click();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/user/login');
    expect(await readStoredSession(page)).toMatchObject({ tokenValue: null, user: null });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  // The 403 flow needs a call that the user's plan forbids (an ended trial). The API gives e2e
  // no way to make one (trials start at registration and run TRIAL_MONTHS; there is no clock or
  // seeded expired account), so the flow is covered against a scripted answer in
  // api-client.spec.ts only.
  test('a forbidden call (an ended trial) lands on the account page with the message', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await logIn(page, 'Teacher', DEMO.expiredTrialTeacher, DEMO_PASSWORD);
    // The centre loads the message list; the server answers 403 with the grant and the message.
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Your plan has ended');
    await alert.getByRole('button').click();
    await expect(page).toHaveURL('/teacher/account');
    expect(await readStoredSession(page)).toMatchObject({
      role: 'teacher',
      user: { email: DEMO.expiredTrialTeacher },
    });
  });
});

test.describe('partner login (Kenya)', () => {
  const PARTNER_DOMAIN = 'portal.kenya-partner.test';

  test('a signed assertion logs in; logout returns to the partner’s domain', async ({ page }) => {
    await page.route(`https://${PARTNER_DOMAIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Partner</title><h1>Kenya partner portal</h1></html>',
      }),
    );
    const assertion = signKenyaAssertion({
      sub: `kenya-${Date.now()}`,
      email: uniqueEmail('amani'),
      firstName: 'Amani',
      lastName: 'Otieno',
      role: 'student',
      domain: PARTNER_DOMAIN,
    });

    await page.goto(`/user/partner/kenya?assertion=${encodeURIComponent(assertion)}`);
    await expect(page).toHaveURL('/student');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Amani Otieno!');
    expect(await readStoredSession(page)).toMatchObject({
      provider: 'kenya',
      providerExtra: { domain: PARTNER_DOMAIN },
    });

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`https://${PARTNER_DOMAIN}/`);
    await expect(page.getByRole('heading', { name: 'Kenya partner portal' })).toBeVisible();
    expect(await readStoredSession(page)).toMatchObject({ tokenValue: null, provider: null });
  });

  test('a refused assertion shows the server’s message on the page', async ({ page }) => {
    const forged = signKenyaAssertion(
      {
        sub: 'kenya-forged',
        email: uniqueEmail('forged'),
        firstName: 'Eve',
        lastName: 'Forger',
        role: 'student',
        domain: PARTNER_DOMAIN,
      },
      'not-the-partner-secret-but-32-bytes-long!',
    );
    await page.goto(`/user/partner/kenya?assertion=${encodeURIComponent(forged)}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not sign you in');
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL('/user/partner/kenya');
    expect((await readStoredSession(page))?.tokenValue ?? null).toBeNull();
  });
});

/** A 1×1 transparent PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
