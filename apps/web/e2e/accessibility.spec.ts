import AxeBuilder from '@axe-core/playwright';
import type { Locale } from '@atelier/contracts';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_KEY, seedStorage } from './session-fixtures';

const LANGUAGES: Locale[] = ['en', 'zh', 'fr'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

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
