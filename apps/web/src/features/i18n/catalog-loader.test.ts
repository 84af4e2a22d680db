import type { Catalog } from '@atelier/i18n';
import { en } from '@atelier/i18n/en';
import { describe, expect, it } from 'vitest';
import { createCatalogLoader } from './catalog-loader';

const zh = { ...en, 'header.login': '登录' } as Catalog;

describe('createCatalogLoader', () => {
  it('has English from the start, other languages once loaded', async () => {
    const imports: string[] = [];
    const sut = createCatalogLoader({
      zh: () => (imports.push('zh'), Promise.resolve(zh)),
      fr: () => Promise.reject(new Error('unused')),
    });

    expect(sut.get('en')).toBe(en);
    expect(sut.get('zh')).toBeUndefined();
    const [first, second] = await Promise.all([sut.load('zh'), sut.load('zh')]);

    expect(first).toBe(zh);
    expect(second).toBe(zh);
    expect(sut.get('zh')).toBe(zh);
    expect(imports).toEqual(['zh']);
  });

  it('falls back to English when a language’s chunk cannot be fetched, and tries again later', async () => {
    let attempts = 0;
    const sut = createCatalogLoader({
      zh: () => Promise.reject(new Error('unused')),
      fr: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(zh);
      },
    });

    await expect(sut.load('fr')).resolves.toBe(en);
    expect(sut.get('fr')).toBeUndefined();
    await expect(sut.load('fr')).resolves.toBe(zh);
  });
});
