import type {
  CountryList,
  CountryOption,
  CountryRegions,
  Locale,
  RegionOption,
} from '@atelier/contracts';
import { Injectable } from '@nestjs/common';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { iso31662 } from 'iso-3166';

/** A locale file of i18n-iso-countries: the official name first when a code has several. */
interface CountryNames {
  countries: Record<string, string | string[]>;
}

const COUNTRY_NAMES: Record<Locale, CountryNames> = { en, fr, zh };

/**
 * First-level ISO 3166-2 subdivisions of each country (`parent` is the country itself; nested
 * ones such as French departments are left out: the form asks for a region, not a district).
 * ISO publishes one name per subdivision, in the country's own language or its romanisation
 * (`Île-de-France`, `Bayern`, `Beijing Shi`); no maintained package under a permissive licence
 * translates them, so that name is served in every language.
 */
const REGIONS: ReadonlyMap<string, readonly RegionOption[]> = (() => {
  const byCountry = new Map<string, RegionOption[]>();
  for (const subdivision of iso31662) {
    if (subdivision.parent.length !== 2) continue;
    const list = byCountry.get(subdivision.parent) ?? [];
    list.push({ code: subdivision.code, name: subdivision.name });
    byCountry.set(subdivision.parent, list);
  }
  return byCountry;
})();

/** ISO 3166-1 alpha-2 codes that have a name in all three languages. */
const COUNTRY_CODES: readonly string[] = Object.keys(en.countries).filter((code) =>
  Object.values(COUNTRY_NAMES).every((names) => nameOf(names, code) !== null),
);
const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

function nameOf(names: CountryNames, code: string): string | null {
  const value = names.countries[code];
  const name = Array.isArray(value) ? value[0] : value;
  return name ?? null;
}

/**
 * The cascading country/region list of the forms (`GET /ajax/regions`), built from the ISO data
 * shipped in npm packages: country names in zh, en and fr from `i18n-iso-countries`,
 * subdivisions from `iso-3166`. Answers are built once per language and kept in memory: the data
 * changes only with a package upgrade.
 */
@Injectable()
export class RegionCatalogue {
  private readonly lists = new Map<Locale, CountryList>();
  private readonly regions = new Map<Locale, Map<string, CountryRegions>>();

  /** Every country, sorted by its name as the language sorts. */
  countries(locale: Locale): CountryList {
    let list = this.lists.get(locale);
    if (!list) {
      const collator = new Intl.Collator(locale);
      const countries = COUNTRY_CODES.map((code) => this.option(locale, code)).sort((a, b) =>
        collator.compare(a.name, b.name),
      );
      list = { countries };
      this.lists.set(locale, list);
    }
    return list;
  }

  /** One country and its regions, sorted by name; null for a code that is not a country. */
  countryRegions(locale: Locale, countryCode: string): CountryRegions | null {
    const code = countryCode.toUpperCase();
    if (!this.isCountry(code)) return null;
    let byCode = this.regions.get(locale);
    if (!byCode) {
      byCode = new Map();
      this.regions.set(locale, byCode);
    }
    let answer = byCode.get(code);
    if (!answer) {
      const collator = new Intl.Collator(locale);
      const regions = [...(REGIONS.get(code) ?? [])].sort((a, b) =>
        collator.compare(a.name, b.name),
      );
      answer = { country: this.option(locale, code), regions };
      byCode.set(code, answer);
    }
    return answer;
  }

  isCountry(code: string): boolean {
    return COUNTRY_CODE_SET.has(code);
  }

  /** A code the list offers: a country (`FR`) or one of its first-level regions (`FR-IDF`). */
  isPlace(code: string): boolean {
    const country = code.slice(0, 2);
    if (!this.isCountry(country)) return false;
    if (code.length === 2) return true;
    return (REGIONS.get(country) ?? []).some((region) => region.code === code);
  }

  /** `France / Île-de-France (FR-IDF)`, for people reading a submission. */
  describePlace(code: string, locale: Locale): string {
    const country = code.slice(0, 2);
    const countryName = this.isCountry(country)
      ? (nameOf(COUNTRY_NAMES[locale], country) ?? country)
      : country;
    if (code.length === 2) return `${countryName} (${code})`;
    const region = (REGIONS.get(country) ?? []).find((candidate) => candidate.code === code);
    return `${countryName} / ${region?.name ?? code} (${code})`;
  }

  private option(locale: Locale, code: string): CountryOption {
    return {
      code,
      name: nameOf(COUNTRY_NAMES[locale], code) ?? code,
      hasRegions: (REGIONS.get(code)?.length ?? 0) > 0,
    };
  }
}
