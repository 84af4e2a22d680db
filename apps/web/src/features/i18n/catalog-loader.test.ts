import type { CoreCatalog } from '@atelier/i18n';
import { en } from '@atelier/i18n/en';
import { describe, expect, it } from 'vitest';
import { createCatalogLoader, type CatalogImporters } from './catalog-loader';

const zh = { ...en, 'header.login': '登录' } as CoreCatalog;

function importers(overrides: Partial<CatalogImporters['core']> = {}) {
  const calls: string[] = [];
  const part = (name: string, locale: string) => () => {
    calls.push(`${name}.${locale}`);
    return Promise.resolve({ [`${name}.title`]: `${name} ${locale}` });
  };
  const value: CatalogImporters = {
    core: {
      zh: () => (calls.push('zh'), Promise.resolve(zh)),
      fr: () => Promise.reject(new Error('unused')),
      ...overrides,
    },
    parts: {
      'school-admin': {
        en: part('schoolAdmin', 'en'),
        zh: part('schoolAdmin', 'zh'),
        fr: part('schoolAdmin', 'fr'),
      },
      invitations: {
        en: part('invitations', 'en'),
        zh: part('invitations', 'zh'),
        fr: part('invitations', 'fr'),
      },
      enquiries: {
        en: part('enquiries', 'en'),
        zh: part('enquiries', 'zh'),
        fr: part('enquiries', 'fr'),
      },
      site: { en: part('site', 'en'), zh: part('site', 'zh'), fr: part('site', 'fr') },
      'live-chat': {
        en: part('live-chat', 'en'),
        zh: part('live-chat', 'zh'),
        fr: part('live-chat', 'fr'),
      },
      'site-pages': {
        en: part('site-pages', 'en'),
        zh: part('site-pages', 'zh'),
        fr: part('site-pages', 'fr'),
      },
    },
  };
  return { value, calls };
}

describe('createCatalogLoader', () => {
  it('has English from the start, other languages once loaded', async () => {
    const { value, calls } = importers();
    const sut = createCatalogLoader(value);

    expect(sut.get('en')).toBe(en);
    expect(sut.get('zh')).toBeUndefined();
    const [first, second] = await Promise.all([sut.load('zh'), sut.load('zh')]);

    expect(first).toBe(zh);
    expect(second).toBe(zh);
    expect(sut.get('zh')).toBe(zh);
    expect(calls).toEqual(['zh']);
  });

  it('falls back to English when a language’s chunk cannot be fetched, and tries again later', async () => {
    let attempts = 0;
    const { value } = importers({
      fr: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(zh);
      },
    });
    const sut = createCatalogLoader(value);

    await expect(sut.load('fr')).resolves.toBe(en);
    expect(sut.get('fr')).toBeUndefined();
    await expect(sut.load('fr')).resolves.toBe(zh);
  });

  it('merges a part into the language and English, once, and tells subscribers', async () => {
    const { value, calls } = importers();
    const sut = createCatalogLoader(value);
    await sut.load('zh');
    let changes = 0;
    sut.subscribe(() => (changes += 1));

    await Promise.all([
      sut.loadParts('zh', ['school-admin']),
      sut.loadParts('zh', ['school-admin']),
    ]);

    expect(sut.get('zh')?.['schoolAdmin.title']).toBe('schoolAdmin zh');
    expect(sut.get('zh')?.['header.login']).toBe('登录');
    expect(sut.get('en')?.['schoolAdmin.title']).toBe('schoolAdmin en');
    expect(calls.filter((call) => call.startsWith('schoolAdmin'))).toEqual([
      'schoolAdmin.zh',
      'schoolAdmin.en',
    ]);
    expect(changes).toBe(2);
  });

  it('loads the parts already asked for when another language is chosen', async () => {
    const { value } = importers({ fr: () => Promise.resolve(zh) });
    const sut = createCatalogLoader(value);
    await sut.loadParts('en', ['invitations']);

    const fr = await sut.load('fr');

    expect(fr['invitations.title']).toBe('invitations fr');
  });
});
