import { PRODUCT, type HomeData, type Locale } from '@atelier/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, logInThroughApi, seedSession } from './accounts-fixtures';
import { readStoredSession, seedStorage } from './session-fixtures';

async function heroTitle(request: APIRequestContext, lang: Locale): Promise<string> {
  const response = await request.get(`/atelier/home/data?lang=${lang}`);
  const envelope = (await response.json()) as { data: HomeData };
  return envelope.data.hero.title;
}

test.describe('home page and languages', () => {
  test('renders in English by default, with the header and the footer', async ({
    page,
    request,
  }) => {
    const consoleProblems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) consoleProblems.push(message.text());
    });
    page.on('pageerror', (error) => consoleProblems.push(error.message));
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      await heroTitle(request, 'en'),
    );
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Atelier Chinese' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'About' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Partnership' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Success stories' })).toHaveAttribute(
      'href',
      `/${PRODUCT.slug}-success-case-demo.html`,
    );
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/user/register',
    );
    await expect(header.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Legal notice', '/legislation'],
      ['Cookie policy', '/cookie'],
      ['Terms of use', '/terms'],
      ['Privacy policy', '/privacy'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer.locator('address')).toContainText('London');
    await expect(footer.getByRole('button', { name: 'Back to top' })).toBeVisible();
    // The two banner strips load on their own.
    await expect(
      page.getByRole('region', { name: 'What’s new' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'More to explore' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('switching to 中文 and to Français re-renders the page and survives a reload', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      await heroTitle(request, 'zh'),
    );
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      await heroTitle(request, 'zh'),
    );

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      await heroTitle(request, 'fr'),
    );
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/le chinois pour les enfants/);
  });

  test('/index.html shows the home page', async ({ page, request }) => {
    await page.goto('/index.html');
    await expect(page).toHaveURL(/\/index\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      await heroTitle(request, 'en'),
    );
  });
});

test.describe('spec URLs and routes', () => {
  test('/user/#/login lands on /user/login', async ({ page }) => {
    await page.goto('/user/#/login');
    await expect(page).toHaveURL('/user/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Teacher' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'School or institution' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  });

  test('/user/#/register becomes /user/register, in the chosen language', async ({ page }) => {
    await seedStorage(page, { 'atelier.locale': 'fr' });
    await page.goto('/user/#/register');
    await expect(page).toHaveURL('/user/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un compte');
    await expect(page.getByRole('radio', { name: 'Élève' })).toBeChecked();
  });

  test('a hash route followed on an open page (/student then #/account) is normalised too', async ({
    page,
    request,
  }) => {
    await seedSession(page, await logInThroughApi(request, 'student', DEMO.student));
    await page.goto('/student');
    await expect(page.getByText('My space', { exact: true }).first()).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/account';
    });
    await expect(page).toHaveURL('/student/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  });

  test('/student#/account opens the account page of a logged-in student', async ({
    page,
    request,
  }) => {
    await seedSession(page, await logInThroughApi(request, 'student', DEMO.student));
    await page.goto('/student#/account');
    await expect(page).toHaveURL('/student/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    await expect(page.getByText(`Logged in with ${DEMO.student}`)).toBeVisible();
  });

  test('a user centre without a session sends the visitor to the login page', async ({ page }) => {
    await page.goto('/teacher');
    await expect(page).toHaveURL('/user/login');
  });

  test('an unknown page shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find this page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('header', () => {
  test('dropdowns work with the keyboard', async ({ page }) => {
    await page.goto('/');
    const partnership = page.getByRole('button', { name: 'Partnership' });
    await partnership.focus();
    await page.keyboard.press('ArrowDown');
    await expect(partnership).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Schools and institutions' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Ambassador programme' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(partnership).toHaveAttribute('aria-expanded', 'false');
    await expect(partnership).toBeFocused();
    await expect(page.getByRole('link', { name: 'Ambassador programme' })).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Attend a demo class (English)' })).toHaveAttribute(
      'href',
      '/demo-attendance',
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Schools and institutions' })).toBeFocused();
  });

  test('on a tablet-width screen the navigation folds into a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/');
    const blog = page.getByRole('link', { name: 'Blog' });
    await expect(blog).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(blog).toBeVisible();
    const box = await page.getByRole('button', { name: 'About' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await blog.focus();
    await page.keyboard.press('Escape');
    await expect(blog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('logged in: avatar, personal centre and logout replace register and login', async ({
    page,
    request,
  }) => {
    let logoutCalls = 0;
    await page.route('**/atelier/user/logout', async (route) => {
      logoutCalls += 1;
      await route.fallback();
    });
    const grant = await logInThroughApi(request, 'student', DEMO.student);
    const name = `${grant.user.firstName} ${grant.user.lastName}`;
    await seedSession(page, grant);
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: `Profile picture of ${name}` })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toHaveCount(0);
    await header.getByRole('link', { name: 'My space' }).click();
    await expect(page).toHaveURL('/student');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${name}!`);

    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/user/login');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(logoutCalls).toBe(1);
    expect((await readStoredSession(page))?.tokenValue).toBeNull();
  });
});
