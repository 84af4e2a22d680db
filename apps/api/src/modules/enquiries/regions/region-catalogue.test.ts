import { LOCALES } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { RegionCatalogue } from './region-catalogue.js';

describe(RegionCatalogue.name, () => {
  const sut = new RegionCatalogue();

  describe('countries', () => {
    it('lists every ISO 3166-1 country once, with names in each language', () => {
      const names = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          new Map(sut.countries(locale).countries.map((c) => [c.code, c.name])),
        ]),
      );
      expect(names.en?.size).toBeGreaterThanOrEqual(249);
      expect(names.en?.get('FR')).toBe('France');
      expect(names.fr?.get('DE')).toBe('Allemagne');
      expect(names.zh?.get('FR')).toBe('法国');
      expect(names.zh?.get('GB')).toBe('英国');
      for (const locale of LOCALES) {
        expect([...(names[locale]?.keys() ?? [])].sort()).toEqual(
          [...(names.en?.keys() ?? [])].sort(),
        );
      }
    });

    it('sorts by name as the language sorts and flags countries with regions', () => {
      const fr = sut.countries('fr').countries;
      const sorted = [...fr].sort((a, b) => new Intl.Collator('fr').compare(a.name, b.name));
      expect(fr).toEqual(sorted);
      expect(fr.find((c) => c.code === 'FR')?.hasRegions).toBe(true);
      expect(fr.find((c) => c.code === 'MO')?.hasRegions).toBe(false);
    });

    it('builds each language once', () => {
      expect(sut.countries('zh')).toBe(sut.countries('zh'));
    });
  });

  describe('countryRegions', () => {
    it('answers a country with its first-level ISO 3166-2 regions, sorted', () => {
      const answer = sut.countryRegions('fr', 'fr');

      expect(answer?.country).toEqual({ code: 'FR', name: 'France', hasRegions: true });
      const codes = answer?.regions.map((r) => r.code) ?? [];
      expect(codes).toContain('FR-IDF');
      expect(answer?.regions.find((r) => r.code === 'FR-IDF')?.name).toBe('Île-de-France');
      // Departments are nested under regions: not offered.
      expect(codes).not.toContain('FR-75C');
      expect(codes.every((code) => code.startsWith('FR-'))).toBe(true);
    });

    it('serves the ISO name of a region in every language', () => {
      expect(sut.countryRegions('zh', 'US')?.regions.find((r) => r.code === 'US-CA')?.name).toBe(
        'California',
      );
      expect(sut.countryRegions('zh', 'US')?.country.name).toBe('美国');
    });

    it('answers null for a code that is no country', () => {
      expect(sut.countryRegions('en', 'XX')).toBeNull();
    });
  });

  describe('isPlace', () => {
    it('accepts a country or one of its regions and nothing else', () => {
      expect(sut.isPlace('FR')).toBe(true);
      expect(sut.isPlace('FR-IDF')).toBe(true);
      expect(sut.isPlace('FR-CA')).toBe(false);
      expect(sut.isPlace('XX')).toBe(false);
      expect(sut.isPlace('XX-IDF')).toBe(false);
    });
  });

  describe('describePlace', () => {
    it('names the country and region for a reader', () => {
      expect(sut.describePlace('FR-IDF', 'en')).toBe('France / Île-de-France (FR-IDF)');
      expect(sut.describePlace('DE', 'en')).toBe('Germany (DE)');
    });
  });
});
