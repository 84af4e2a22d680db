import type { Locale } from '@atelier/contracts';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logInThroughApi, seedSession } from './accounts-fixtures';
import { seriousViolations } from './axe';
import { LOCALE_KEY, seedStorage } from './session-fixtures';

/** The support team's demo account (apps/api/src/seed/demo-seeder.ts). */
const SUPPORT_STAFF = 'support@demo.atelier.test';

const LAUNCHER: Record<Locale, string> = {
  en: 'Chat with us',
  zh: '在线咨询',
  fr: 'Discuter avec nous',
};

async function openWidget(page: Page, lang: Locale = 'en') {
  await page.getByRole('button', { name: LAUNCHER[lang] }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  return panel;
}

test('a visitor writes from the widget; the staff replies from /support; the reply appears without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const question = `Do you teach 7-year-olds? ${Date.now()}`;
  const answer = `Yes, from 3 to 14! ${Date.now()}`;

  await page.goto('/');
  let panel = await openWidget(page);
  // The message box has the focus; the log is announced politely.
  await expect(panel.getByLabel('Your message')).toBeFocused();
  await expect(panel.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  expect(await seriousViolations(page)).toEqual([]);

  // An empty message is refused on the client, with the field's error.
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByText('Please write a message')).toBeVisible();

  await panel.getByLabel('Your name (optional)').fill('Ana');
  await panel.getByLabel('Your message').fill(question);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByRole('log')).toContainText(question);
  expect(await seriousViolations(page)).toEqual([]);

  // Escape closes the panel and gives the focus back to the launcher.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  panel = await openWidget(page);
  await expect(panel.getByRole('log')).toContainText(question);

  // The support team, in a browser of its own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await staff.goto('/user/login');
    await staff.getByRole('radio', { name: 'School or institution' }).check();
    await staff.getByLabel('E-mail').fill(SUPPORT_STAFF);
    await staff.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(staff).toHaveURL('/manager');
    await staff.getByRole('link', { name: 'Support inbox' }).click();
    await expect(staff).toHaveURL('/support');
    await expect(staff.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();

    await staff.getByRole('link', { name: question }).click();
    await expect(staff.getByRole('heading', { name: 'Conversation with Ana' })).toBeVisible();
    await expect(staff.getByRole('log')).toContainText(question);
    expect(await seriousViolations(staff)).toEqual([]);

    await staff.getByLabel('Your reply').fill(answer);
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByRole('log')).toContainText(answer);
    await expect(staff.getByLabel('Your reply')).toHaveValue('');
  } finally {
    await staffContext.close();
  }

  // The visitor's open widget shows the reply, with no reload.
  await expect(panel.getByRole('log').locator('[data-author="staff"]')).toContainText(answer, {
    timeout: 10_000,
  });
});

test('the widget is usable and clean in Chinese and French', async ({ page }) => {
  for (const lang of ['zh', 'fr'] as const) {
    await seedStorage(page, { [LOCALE_KEY]: lang });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await openWidget(page, lang);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('a manager who is not staff gets the API’s 403 on /support', async ({ page, request }) => {
  const grant = await logInThroughApi(request, 'manager', 'manager@demo.atelier.test');
  await seedSession(page, grant);
  await page.goto('/support');
  // Section 8: the alert, then the role's account page.
  await expect(page.getByRole('alertdialog')).toBeVisible();
});
