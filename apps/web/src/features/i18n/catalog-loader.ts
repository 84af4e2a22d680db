import type { Locale } from '@atelier/contracts';
import type { CoreCatalog, LazyPart, LazyPartImporters } from '@atelier/i18n';
import { en } from '@atelier/i18n/en';

/** The messages react-intl gets: a language's core catalogue and the parts loaded so far. */
export type Messages = Readonly<Record<string, string>>;

export interface CatalogImporters {
  core: Record<Exclude<Locale, 'en'>, () => Promise<CoreCatalog>>;
  parts: LazyPartImporters;
}

// Literal import paths, one chunk per language and part (Vite splits on them).
const IMPORTERS: CatalogImporters = {
  core: {
    zh: () => import('@atelier/i18n/zh').then((module) => module.zh),
    fr: () => import('@atelier/i18n/fr').then((module) => module.fr),
  },
  parts: {
    'school-admin': {
      en: () => import('@atelier/i18n/parts/school-admin.en').then((m) => m.schoolAdminEn),
      zh: () => import('@atelier/i18n/parts/school-admin.zh').then((m) => m.schoolAdminZh),
      fr: () => import('@atelier/i18n/parts/school-admin.fr').then((m) => m.schoolAdminFr),
    },
    invitations: {
      en: () => import('@atelier/i18n/parts/invitations.en').then((m) => m.invitationsEn),
      zh: () => import('@atelier/i18n/parts/invitations.zh').then((m) => m.invitationsZh),
      fr: () => import('@atelier/i18n/parts/invitations.fr').then((m) => m.invitationsFr),
    },
    enquiries: {
      en: () => import('@atelier/i18n/parts/enquiries.en').then((m) => m.enquiriesEn),
      zh: () => import('@atelier/i18n/parts/enquiries.zh').then((m) => m.enquiriesZh),
      fr: () => import('@atelier/i18n/parts/enquiries.fr').then((m) => m.enquiriesFr),
    },
    site: {
      en: () => import('@atelier/i18n/parts/site.en').then((m) => m.siteEn),
      zh: () => import('@atelier/i18n/parts/site.zh').then((m) => m.siteZh),
      fr: () => import('@atelier/i18n/parts/site.fr').then((m) => m.siteFr),
    },
    'live-chat': {
      en: () => import('@atelier/i18n/parts/live-chat.en').then((m) => m.liveChatEn),
      zh: () => import('@atelier/i18n/parts/live-chat.zh').then((m) => m.liveChatZh),
      fr: () => import('@atelier/i18n/parts/live-chat.fr').then((m) => m.liveChatFr),
    },
    'site-pages': {
      en: () => import('@atelier/i18n/parts/site-pages.en').then((m) => m.sitePagesEn),
      zh: () => import('@atelier/i18n/parts/site-pages.zh').then((m) => m.sitePagesZh),
      fr: () => import('@atelier/i18n/parts/site-pages.fr').then((m) => m.sitePagesFr),
    },
  },
};

export interface CatalogLoader {
  /** The messages of `locale` if its core catalogue has been loaded (English always has). */
  get(locale: Locale): Messages | undefined;
  /**
   * Loads `locale`'s core catalogue once, with every part already asked for; English when its
   * chunk cannot be fetched.
   */
  load(locale: Locale): Promise<Messages>;
  /** Loads parts (for `locale` now, and for any language loaded later); resolves when merged. */
  loadParts(locale: Locale, parts: readonly LazyPart[]): Promise<void>;
  /** Called whenever a language's messages change (a part arrived). */
  subscribe(listener: () => void): () => void;
}

/**
 * The interface catalogues. English core, the source and react-intl's fallback, is part of the
 * first load; Chinese and French cores are fetched when chosen (at start-up for a stored choice).
 * Parts used only by logged-in screens (school administration, invitations) are fetched by the
 * routes that show them (`requireMessages`), so the public site's first load stays within its
 * budget (README, "Bundle"). A chunk that cannot be fetched falls back (English, or the part's
 * ids) and is tried again next time.
 */
export function createCatalogLoader(importers: CatalogImporters = IMPORTERS): CatalogLoader {
  const messages = new Map<Locale, Messages>([['en', en]]);
  const pendingCore = new Map<Locale, Promise<Messages>>();
  const pendingParts = new Map<string, Promise<void>>();
  const loadedParts = new Map<Locale, Set<LazyPart>>();
  const wantedParts = new Set<LazyPart>();
  const listeners = new Set<() => void>();

  const merge = (locale: Locale, part: LazyPart, catalog: Record<string, string>) => {
    const current = messages.get(locale);
    if (!current) return;
    messages.set(locale, { ...current, ...catalog });
    let parts = loadedParts.get(locale);
    if (!parts) loadedParts.set(locale, (parts = new Set()));
    parts.add(part);
    for (const listener of listeners) listener();
  };

  const loadPart = (locale: Locale, part: LazyPart): Promise<void> => {
    if (loadedParts.get(locale)?.has(part)) return Promise.resolve();
    const key = `${locale}/${part}`;
    let loading = pendingParts.get(key);
    if (!loading) {
      loading = importers.parts[part][locale]().then(
        (catalog) => {
          pendingParts.delete(key);
          merge(locale, part, catalog);
        },
        () => {
          pendingParts.delete(key);
        },
      );
      pendingParts.set(key, loading);
    }
    return loading;
  };

  const loadCore = (locale: Locale): Promise<Messages> => {
    const ready = messages.get(locale);
    if (ready) return Promise.resolve(ready);
    if (locale === 'en') return Promise.resolve(en);
    let loading = pendingCore.get(locale);
    if (!loading) {
      loading = importers.core[locale]().then(
        (catalog) => {
          pendingCore.delete(locale);
          messages.set(locale, catalog);
          return catalog;
        },
        () => {
          // A failed chunk (offline, a deploy in between) must not leave the page blank.
          pendingCore.delete(locale);
          return messages.get('en') ?? en;
        },
      );
      pendingCore.set(locale, loading);
    }
    return loading;
  };

  return {
    get: (locale) => messages.get(locale),
    async load(locale) {
      await loadCore(locale);
      if (!messages.has(locale)) return messages.get('en') ?? en;
      await Promise.all([...wantedParts].map((part) => loadPart(locale, part)));
      return messages.get(locale) ?? en;
    },
    async loadParts(locale, parts) {
      for (const part of parts) wantedParts.add(part);
      await loadCore(locale);
      // English is react-intl's fallback for a language whose part failed: load it too.
      const locales: Locale[] = locale === 'en' || !messages.has(locale) ? ['en'] : [locale, 'en'];
      await Promise.all(locales.flatMap((l) => parts.map((part) => loadPart(l, part))));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
