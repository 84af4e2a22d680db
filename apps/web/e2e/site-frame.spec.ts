import { COMPANY, type ArticleList, type Envelope, type Locale } from '@atelier/contracts';
import { catalogs } from '@atelier/i18n';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts-fixtures';
import { seriousViolations } from './axe';
import { LOCALE_KEY, seedStorage } from './session-fixtures';

/**
 * The site frame of issue 4: the header's dropdowns and enquiry dialog, the footer's links, WeChat
 * popup, back-to-top and contact dialog, in the three languages, against the real API.
 */

const LANGUAGES: Locale[] = ['en', 'zh', 'fr'];
/** The sales address of the e2e API (SALES_EMAIL unset). */
const SALES_EMAIL = 'sales@atelier.test';
const m = (lang: Locale, id: keyof (typeof catalogs)['en']) => catalogs[lang][id];

async function openHome(page: Page, lang: Locale = 'en') {
  await seedStorage(page, { [LOCALE_KEY]: lang });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function aboutArticles(request: APIRequestContext, lang: Locale) {
  const answer = await request.get(`/about/article/list?lang=${lang}&site=atelier&kind=about`);
  const envelope = (await answer.json()) as Envelope<ArticleList>;
  expect(envelope.code).toBe(200);
  return envelope.data.items;
}

/** The text of the newest mail to the sales address that contains `marker`. */
async function salesMailWith(request: APIRequestContext, marker: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const list = await (await request.get('/dev/mail')).text();
        const links = [
          ...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="([^"]+)">/g),
        ]
          .filter((match) => match[1] === SALES_EMAIL)
          .map((match) => match[2] ?? '');
        for (const link of links) {
          const message = await (await request.get(link)).text();
          if (message.includes(marker)) {
            text = message;
            return true;
          }
        }
        return false;
      },
      { message: `a sales mail mentioning ${marker}`, timeout: 8_000 },
    )
    .toBe(true);
  return text;
}

for (const lang of LANGUAGES) {
  test(`header in ${lang}: the About dropdown lists the about articles`, async ({
    page,
    request,
  }) => {
    const articles = await aboutArticles(request, lang);
    expect(articles.length).toBeGreaterThan(1);
    await openHome(page, lang);

    const about = page.getByRole('button', { name: m(lang, 'header.nav.about'), exact: true });
    await about.click();
    const panel = page.locator(`#${await about.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    for (const article of articles) {
      await expect(panel.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/about/${article.url}`,
      );
    }

    // Partnership: its pages, the enquiry dialog and the demo-attendance pages.
    const partnership = page.getByRole('button', { name: m(lang, 'header.nav.partnership') });
    await partnership.click();
    await expect(panel).toBeHidden();
    const partners = page.locator(`#${await partnership.getAttribute('aria-controls')}`);
    await expect(
      partners.getByRole('link', { name: m(lang, 'header.nav.cooperation') }),
    ).toHaveAttribute('href', '/cooperation');
    await expect(
      partners.getByRole('link', { name: m(lang, 'header.nav.ambassador') }),
    ).toHaveAttribute('href', '/ambassador');
    await expect(
      partners.getByRole('link', { name: m(lang, 'header.nav.demoEn') }),
    ).toHaveAttribute('href', '/demo-attendance');
    await expect(
      partners.getByRole('link', { name: m(lang, 'header.nav.demoFr') }),
    ).toHaveAttribute('href', '/fr/demo-attendance');
    await expect(
      partners.getByRole('button', { name: m(lang, 'header.nav.forInstitutions') }),
    ).toBeVisible();

    const nav = page.getByRole('navigation', { name: m(lang, 'header.nav.label') });
    await expect(nav.getByRole('link', { name: m(lang, 'header.nav.cases') })).toHaveAttribute(
      'href',
      '/kids-success-case-demo.html',
    );
    await expect(nav.getByRole('link', { name: m(lang, 'header.nav.services') })).toHaveAttribute(
      'href',
      '/purchase',
    );
    await expect(nav.getByRole('link', { name: m(lang, 'header.nav.signUpPay') })).toHaveAttribute(
      'href',
      '/landing',
    );
    await expect(
      nav.getByRole('link', { name: m(lang, 'header.nav.onlineCourse') }),
    ).toHaveAttribute('href', '/online-chinese-learning-class');
    await expect(nav.getByRole('link', { name: m(lang, 'header.nav.blog') })).toHaveAttribute(
      'href',
      '/blog',
    );
  });
}

test('the About dropdown works with the keyboard, and its links open the article', async ({
  page,
  request,
}) => {
  const [first, second] = await aboutArticles(request, 'en');
  await openHome(page);
  const about = page.getByRole('button', { name: 'About', exact: true });
  await about.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: first?.title })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: second?.title })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(about).toBeFocused();
  await expect(about).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: first?.title }).click();
  await expect(page).toHaveURL(`/about/${first?.url}`);

  // The spec's hash address of an article reaches the same page.
  await page.goto(`/about/#/${second?.url}`);
  await expect(page).toHaveURL(`/about/${second?.url}`);
});

test('footer: legal links, app links, address, social links and back to top', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const footer = page.getByRole('contentinfo');
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  for (const [name, href] of [
    ['Legal notice', '/legislation'],
    ['Cookie policy', '/cookie'],
    ['Terms of use', '/terms'],
    ['Privacy policy', '/privacy'],
  ] as const) {
    await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const apps = footer.getByRole('navigation', { name: 'Get the app' });
  await expect(apps.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    '/learn-chinese-kids-atelier-tablet-app-download',
  );
  await expect(apps.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await expect(apps.getByRole('link', { name: 'Home edition for families' })).toBeVisible();
  await expect(footer.locator('address')).toContainText(COMPANY.legalName);
  await expect(footer.locator('address')).toContainText(COMPANY.addressLines[1]);
  const social = footer.getByRole('navigation', { name: 'Follow us' });
  for (const link of COMPANY.social) {
    await expect(social.getByRole('link', { name: link.name })).toHaveAttribute('href', link.url);
  }

  await footer.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#page-top')).toBeFocused();

  await legal.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL('/privacy');
});

test('the WeChat popup shows a real QR code', async ({ page }) => {
  await openHome(page);
  const opener = page.getByRole('button', { name: 'WeChat' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Follow us on WeChat' });
  await expect(dialog).toBeVisible();
  const qr = dialog.getByRole('img', { name: 'QR code of our WeChat official account' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  // Drawn, not blank: both dark modules and light ones.
  const shades = await qr.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return { dark: 0, light: 0 };
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    let light = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i] ?? 0) < 64) dark += 1;
      else if ((data[i] ?? 0) > 192) light += 1;
    }
    return { dark, light };
  });
  expect(shades.dark).toBeGreaterThan(1000);
  expect(shades.light).toBeGreaterThan(1000);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the enquiry dialog refuses bad input with the messages of the spec', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Enquire now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Institution enquiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeVisible();
  await expect(dialog.getByLabel('Number of students')).toHaveValue('1');

  await dialog.getByRole('button', { name: 'Send' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Institution name is required',
    'Country is required',
    'City name is required',
    'Business phone number is required',
    'Business email address is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel('First name')).toBeFocused();

  // The e-mail is checked when it is left, then on every change.
  const email = dialog.getByLabel('Business email address');
  await email.fill('head@');
  await email.blur();
  await expect(dialog.getByText('Please enter a valid business email address')).toBeVisible();
  await email.fill('head@school.example');
  await expect(dialog.getByText('Please enter a valid business email address')).toBeHidden();
  await email.fill('head@school');
  await expect(dialog.getByText('Please enter a valid business email address')).toBeVisible();

  // The consent box is ticked; unticked, the form cannot be sent.
  const consent = dialog.getByRole('checkbox', { name: /I agree that Atelier Chinese/ });
  await expect(consent).toBeChecked();
  await consent.uncheck();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await consent.check();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enquire now' })).toBeFocused();
});

test('the enquiry dialog sends every field, which reaches the sales team', async ({
  page,
  request,
}) => {
  const marker = `Lycée Test ${Date.now()}`;
  const email = uniqueEmail('institution');
  await openHome(page);
  await page.getByRole('button', { name: 'Enquire now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Institution enquiry' });
  await dialog.getByLabel('First name').fill('Claire');
  await dialog.getByLabel('Last name').fill('Dubois');
  await dialog.getByLabel('Institution name').fill(marker);
  await dialog.getByLabel('Country or region').selectOption('FR');
  await dialog.getByLabel('Region (optional)').selectOption('FR-IDF');
  await dialog.getByLabel('City').fill('Paris');
  await dialog.getByLabel('Business phone number').fill('+33 1 23 45 67 89');
  await dialog.getByLabel('Business email address').fill(email);
  await dialog.getByLabel('Number of students').fill('240');
  await dialog.getByRole('checkbox', { name: 'Homework' }).check();
  await dialog.getByRole('checkbox', { name: 'Speech scoring' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText(
    'Thank you! We will reply within 24 hours.',
  );

  const mail = await salesMailWith(request, marker);
  for (const value of [
    'Claire',
    'Dubois',
    marker,
    'Paris',
    '+33 1 23 45 67 89',
    email,
    '240',
    'Île-de-France',
    'Homework',
    'Speech scoring',
  ]) {
    expect(mail, `the sales mail names ${value}`).toContain(value);
  }
});

test('the contact dialog refuses bad input and sends good input', async ({ page, request }) => {
  const email = uniqueEmail('contact');
  const marker = `Saturday classes? ${Date.now()}`;
  await openHome(page);
  const opener = page.getByRole('button', { name: 'Contact us' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Contact message' });
  await dialog.getByLabel('Email address').fill('sam@');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Last name is required')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByLabel('Last name').fill('Lee');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Message (optional)').fill(marker);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText(
    'Thank you! We will reply within 24 hours.',
  );
  const mail = await salesMailWith(request, marker);
  for (const value of ['Sam', 'Lee', email]) expect(mail).toContain(value);
});

for (const lang of LANGUAGES) {
  test(`home page in ${lang} with each dialog open: no serious or critical axe violations`, async ({
    page,
  }) => {
    await openHome(page, lang);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await page.getByRole('button', { name: m(lang, 'header.enquire') }).click();
    const enquiry = page.getByRole('dialog', { name: m(lang, 'enquiries.kind.institution') });
    await expect(enquiry).toBeVisible();
    await expect(enquiry.locator('option').nth(1)).toBeAttached();
    await enquiry.getByRole('button', { name: m(lang, 'enquiries.send') }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(enquiry).toBeHidden();

    await page.getByRole('button', { name: m(lang, 'footer.contact') }).click();
    const contact = page.getByRole('dialog', { name: m(lang, 'enquiries.kind.contact') });
    await expect(contact).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: m(lang, 'footer.wechat'), exact: true }).click();
    const wechat = page.getByRole('dialog', { name: m(lang, 'footer.wechat.title') });
    await expect(wechat.getByRole('img')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
