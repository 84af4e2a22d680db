import {
  ApiPaths,
  LOCALES,
  type CountryList,
  type CountryRegions,
  type Envelope,
  type ValidationErrorData,
} from '@atelier/contracts';
import { translate } from '@atelier/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let sut: TestApp;

beforeAll(async () => {
  sut = await startTestApp();
});
afterAll(async () => {
  await sut.close();
});

interface Answer<T> {
  status: number;
  cacheControl: string | null;
  body: Envelope<T>;
}

async function get<T>(path: string, query: Record<string, string> = {}): Promise<Answer<T>> {
  const qs = new URLSearchParams(query).toString();
  const res = await fetch(`${sut.baseUrl}${path}${qs ? `?${qs}` : ''}`);
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as Envelope<T>,
  };
}

const EXPECTED_NAMES = {
  en: { FR: 'France', CN: "People's Republic of China", DE: 'Germany' },
  zh: { FR: '法国', CN: '中国', DE: '德国' },
  fr: { FR: 'France', CN: 'Chine', DE: 'Allemagne' },
} as const;

describe('the country list', () => {
  for (const lang of LOCALES) {
    it(`lists the countries with their names in ${lang}, without regions, cacheable`, async () => {
      const answer = await get<CountryList>(ApiPaths.regions, { lang });

      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe('public, max-age=86400');
      const { countries } = answer.body.data;
      expect(countries.length).toBeGreaterThanOrEqual(249);
      const byCode = new Map(countries.map((country) => [country.code, country]));
      for (const [code, name] of Object.entries(EXPECTED_NAMES[lang])) {
        expect(byCode.get(code)).toEqual({ code, name, hasRegions: true });
      }
      expect(byCode.get('HK')?.hasRegions).toBe(false);
      expect(Object.keys(answer.body.data)).toEqual(['countries']);
      expect(countries.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    });
  }

  it('answers the same at /www/consult/regions', async () => {
    const ajax = await get<CountryList>(ApiPaths.regions, { lang: 'fr' });
    const consult = await get<CountryList>(ApiPaths.consultRegions, { lang: 'fr' });

    expect(consult.status).toBe(200);
    expect(consult.cacheControl).toBe('public, max-age=86400');
    expect(consult.body).toEqual(ajax.body);
  });

  it('defaults to English', async () => {
    const answer = await get<CountryList>(ApiPaths.regions);

    expect(answer.body.data.countries.find((c) => c.code === 'DE')?.name).toBe('Germany');
  });
});

describe('one country’s regions', () => {
  it('answers the country and its first-level ISO 3166-2 regions, at both paths', async () => {
    const answer = await get<CountryRegions>(ApiPaths.regions, { country: 'fr', lang: 'zh' });
    const consult = await get<CountryRegions>(ApiPaths.consultRegions, {
      country: 'FR',
      lang: 'zh',
    });

    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('public, max-age=86400');
    expect(answer.body.data.country).toEqual({ code: 'FR', name: '法国', hasRegions: true });
    expect(answer.body.data.regions).toContainEqual({ code: 'FR-IDF', name: 'Île-de-France' });
    expect(answer.body.data.regions.every((region) => region.code.startsWith('FR-'))).toBe(true);
    expect(consult.body).toEqual(answer.body);
  });

  it('answers an empty region list for a country without subdivisions', async () => {
    const answer = await get<CountryRegions>(ApiPaths.regions, { country: 'MO', lang: 'en' });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      country: { code: 'MO', name: 'Macao', hasRegions: false },
      regions: [],
    });
  });

  it('answers 404 for an unknown country and 400 for a code that is no country code', async () => {
    for (const lang of LOCALES) {
      const unknown = await get<null>(ApiPaths.regions, { country: 'XX', lang });
      const malformed = await get<ValidationErrorData>(ApiPaths.consultRegions, {
        country: 'France',
        lang,
      });

      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        code: 404,
        message: translate(lang, 'error.notFound'),
        data: null,
      });
      expect(unknown.cacheControl).toBeNull();
      expect(malformed.cacheControl).toBeNull();
      expect(malformed.status).toBe(400);
      expect(malformed.body.data.fields).toEqual({
        country: translate(lang, 'validation.invalid'),
      });
    }
  });
});
