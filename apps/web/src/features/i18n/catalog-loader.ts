import type { Locale } from '@atelier/contracts';
import type { Catalog } from '@atelier/i18n';
import { en } from '@atelier/i18n/en';

type Importers = Record<Exclude<Locale, 'en'>, () => Promise<Catalog>>;

const IMPORTERS: Importers = {
  zh: () => import('@atelier/i18n/zh').then((module) => module.zh),
  fr: () => import('@atelier/i18n/fr').then((module) => module.fr),
};

export interface CatalogLoader {
  /** The catalog of `locale` if it has been loaded (English always has). */
  get(locale: Locale): Catalog | undefined;
  /** Loads the catalog of `locale` once; English when its chunk cannot be fetched. */
  load(locale: Locale): Promise<Catalog>;
}

/**
 * The interface catalogs, one chunk per language. English, the source and react-intl's fallback,
 * is part of the first load; Chinese and French are fetched when chosen (at start-up for a stored
 * choice). Each language costs a few KB gzip and grows with every feature, and the first load of
 * the site has a budget (README, "Bundle").
 */
export function createCatalogLoader(importers: Importers = IMPORTERS): CatalogLoader {
  const loaded = new Map<Locale, Catalog>([['en', en]]);
  const pending = new Map<Locale, Promise<Catalog>>();
  return {
    get: (locale) => loaded.get(locale),
    load(locale) {
      const ready = loaded.get(locale);
      if (ready) return Promise.resolve(ready);
      if (locale === 'en') return Promise.resolve(en);
      let loading = pending.get(locale);
      if (!loading) {
        loading = importers[locale]().then(
          (catalog) => {
            loaded.set(locale, catalog);
            return catalog;
          },
          () => {
            // A failed chunk (offline, a deploy in between) must not leave the page blank.
            pending.delete(locale);
            return en;
          },
        );
        pending.set(locale, loading);
      }
      return loading;
    },
  };
}
