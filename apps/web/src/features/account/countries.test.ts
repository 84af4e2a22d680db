import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions } from './countries';

describe('COUNTRY_CODES', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes, once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});

describe('countryOptions', () => {
  it('names each country in the interface language, sorted in that language', () => {
    const fr = countryOptions('fr');
    expect(fr.find((option) => option.code === 'DE')?.name).toBe('Allemagne');
    const names = fr.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(countryOptions('zh').find((option) => option.code === 'CN')?.name).toBe('中国');
  });
});
