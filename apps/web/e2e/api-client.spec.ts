import type { Envelope } from '@atelier/contracts';
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  buildProfile,
  buildStoredSession,
  buildTeacherGrant,
  readStoredSession,
  SESSION_KEY,
  seedStorage,
} from './session-fixtures';

/** Spec section 8 is driven by the envelope: the HTTP status mirrors its code, as the API does. */
function fulfilEnvelope(route: Route, envelope: Envelope): Promise<void> {
  return route.fulfill({
    status: envelope.code,
    contentType: 'application/json',
    body: JSON.stringify(envelope),
  });
}

async function answerHomeData(page: Page, envelope: Envelope): Promise<void> {
  await page.route('**/atelier/home/data?*', (route) => fulfilEnvelope(route, envelope));
}

test.describe('API client (spec section 8)', () => {
  test('a non-200 code shows a toast with the server message for about 5 seconds', async ({
    page,
  }) => {
    await answerHomeData(page, { code: 500, message: 'The server is busy (e2e).', data: null });
    await page.goto('/');

    const toast = page.getByTestId('toast').filter({ hasText: 'The server is busy (e2e).' });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(toast).toBeHidden({ timeout: 8_000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(4_000);
    expect(visibleFor).toBeLessThan(6_500);
  });

  test('a non-200 code with an empty message shows "Error"; a toast can be dismissed', async ({
    page,
  }) => {
    await answerHomeData(page, { code: 400, message: '', data: null });
    await page.goto('/');

    const toast = page.getByTestId('toast');
    await expect(toast).toHaveCount(1);
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('401: an alert dialog shows the data text; confirming clears the session and opens the login page', async ({
    page,
  }) => {
    await seedStorage(page, { [SESSION_KEY]: buildStoredSession() });
    await answerHomeData(page, {
      code: 401,
      message: 'Unauthorized',
      data: 'Your session has ended (e2e). Please log in again.',
    });
    await page.goto('/');

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Your session has ended (e2e). Please log in again.');
    const confirm = dialog.getByRole('button', { name: 'OK' });
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);

    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/user/login');
    const stored = await readStoredSession(page);
    expect(stored).toMatchObject({ tokenValue: null, user: null, role: null });
  });

  test('401 for a Kenya-provider session: confirming clears provider data and goes to its domain', async ({
    page,
  }) => {
    await page.route('https://kenya-partner.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Partner</title><h1>Kenya partner</h1></html>',
      }),
    );
    await seedStorage(page, {
      [SESSION_KEY]: buildStoredSession({
        provider: 'kenya',
        providerExtra: { domain: 'kenya-partner.test' },
      }),
    });
    await answerHomeData(page, {
      code: 401,
      message: 'Unauthorized',
      data: 'Session ended (Kenya).',
    });
    await page.goto('/');

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Session ended (Kenya).');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await expect(page).toHaveURL('https://kenya-partner.test/');
    await expect(page.getByRole('heading', { name: 'Kenya partner' })).toBeVisible();
    const stored = await readStoredSession(page);
    expect(stored).toMatchObject({ tokenValue: null, provider: null, providerExtra: null });
  });

  test('403: stores the returned grant, alerts the message and lands on the teacher account page', async ({
    page,
  }) => {
    const grant = buildTeacherGrant();
    await seedStorage(page, { [SESSION_KEY]: buildStoredSession() });
    await answerHomeData(page, {
      code: 403,
      message: 'Please complete your teacher account (e2e).',
      data: grant,
    });
    // The account page then loads the profile with the stored grant's token.
    let validatedWith: string | undefined;
    await page.route('**/atelier/user/validate?*', async (route) => {
      validatedWith = (await route.request().allHeaders())[grant.tokenName];
      await fulfilEnvelope(route, {
        code: 200,
        message: 'OK',
        data: buildProfile(grant),
      });
    });
    await page.goto('/');

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Please complete your teacher account (e2e).');
    await expect(page).toHaveURL('/teacher/account');
    const stored = await readStoredSession(page);
    expect(stored).toMatchObject({
      user: grant.user,
      tokenName: grant.tokenName,
      tokenValue: grant.tokenValue,
      role: 'teacher',
    });

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/teacher/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    await expect(page.getByLabel('First name')).toHaveValue('Li');
    expect(validatedWith).toBe(grant.tokenValue);
  });

  test('a network failure shows a toast with the error message', async ({ page }) => {
    await page.route('**/atelier/home/data?*', (route) => route.abort('failed'));
    await page.goto('/');

    await expect(page.getByTestId('toast')).toContainText('Failed to fetch');
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  });

  test('sends the token, provider and providerextra headers, lang as query on GET and header on POST', async ({
    page,
  }) => {
    const providerExtra = { domain: 'kenya-partner.test', school: 'Hill School' };
    await seedStorage(page, {
      [SESSION_KEY]: buildStoredSession({
        tokenName: 'x-e2e-token',
        tokenValue: 'tok-123',
        provider: 'kenya',
        providerExtra,
      }),
      'atelier.locale': 'fr',
    });
    const homeRequest = page.waitForRequest('**/atelier/home/data?*');
    await page.goto('/');

    const get = await homeRequest;
    expect(new URL(get.url()).searchParams.get('lang')).toBe('fr');
    const getHeaders = await get.allHeaders();
    expect(getHeaders['x-e2e-token']).toBe('tok-123');
    expect(getHeaders['provider']).toBe('kenya');
    expect(getHeaders['providerextra']).toBe(encodeURIComponent(JSON.stringify(providerExtra)));
    expect(getHeaders['lang']).toBeUndefined();

    // Logout is a POST through the same client; answer it here so the Kenya redirect stays local.
    await page.route('https://kenya-partner.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title>' }),
    );
    await page.route('**/atelier/user/logout', (route) =>
      fulfilEnvelope(route, { code: 200, message: 'OK', data: null }),
    );
    const logoutRequest = page.waitForRequest('**/atelier/user/logout');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    const post = await logoutRequest;
    const postHeaders = await post.allHeaders();
    expect(post.method()).toBe('POST');
    expect(postHeaders['lang']).toBe('fr');
    expect(postHeaders['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(postHeaders['x-e2e-token']).toBe('tok-123');
    expect(postHeaders['provider']).toBe('kenya');
    expect(postHeaders['providerextra']).toBe(encodeURIComponent(JSON.stringify(providerExtra)));
    expect(new URL(post.url()).searchParams.has('lang')).toBe(false);
    // Logging out of a Kenya session returns to the partner's domain (spec section 4).
    await expect(page).toHaveURL('https://kenya-partner.test/');
  });
});
