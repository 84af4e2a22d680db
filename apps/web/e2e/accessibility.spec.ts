import type { Locale } from '@atelier/contracts';
import { expect, test } from '@playwright/test';
import { DEMO, logInThroughApi, seedSession, uniqueEmail } from './accounts-fixtures';
import { seriousViolations } from './axe';
import { LOCALE_KEY, seedStorage } from './session-fixtures';

const LANGUAGES: Locale[] = ['en', 'zh', 'fr'];

for (const lang of LANGUAGES) {
  test(`home page in ${lang}: no serious or critical axe violations`, async ({ page }) => {
    await seedStorage(page, { [LOCALE_KEY]: lang });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for both banner strips, so their final markup is what gets checked.
    await expect(page.locator('main img')).not.toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('login page, narrow menu and not-found page: no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'About' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('account screens: no serious or critical axe violations, touch targets of 44 px', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('axe');

  await page.goto('/user/register');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Errors shown: the field is described by its error and the form is still clean.
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByLabel('Code from the e-mail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const targets = [
    page.getByRole('button', { name: 'Check the code' }),
    page.getByRole('button', { name: /^New code in/ }),
    page.getByRole('button', { name: 'Use another e-mail' }),
    page.getByRole('link', { name: 'Log in', exact: true }).last(),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height, await target.innerText()).toBeGreaterThanOrEqual(44);
  }

  await page.goto('/user/forgot-password');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await seedSession(page, await logInThroughApi(request, 'teacher', DEMO.teacher));
  await page.goto('/teacher');
  await expect(page.getByRole('region', { name: 'My messages' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/teacher/account');
  await expect(page.getByLabel('First name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const name of ['Boy', 'Girl', 'Prefer not to say']) {
    const card = page.locator('label').filter({ has: page.getByRole('radio', { name }) });
    const box = await card.boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  const show = await page.getByRole('button', { name: 'Show Current password' }).boundingBox();
  expect(show?.height).toBeGreaterThanOrEqual(44);
  expect(show?.width).toBeGreaterThanOrEqual(44);
});

test('login page in zh and the partner sign-in failure: no serious or critical axe violations', async ({
  page,
}) => {
  await seedStorage(page, { [LOCALE_KEY]: 'zh' });
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/user/partner/kenya?assertion=not-an-assertion');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
