import { DEFAULT_LOCALE, isLocale, type Locale } from '@atelier/contracts';

/** localStorage key of the chosen interface language. */
export const LOCALE_STORAGE_KEY = 'atelier.locale';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The interface language outside React: the API client's `lang`, route loaders' query keys.
 * LocaleProvider is the React side and keeps this in step.
 */
export interface LocaleStore {
  get(): Locale;
  set(locale: Locale): void;
}

export function createLocaleStore(storage: StorageLike | null): LocaleStore {
  let current: Locale = DEFAULT_LOCALE;
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) current = stored;
  } catch {
    // Storage can be disabled (private mode, policies): the default language then applies.
  }
  return {
    get: () => current,
    set(locale) {
      current = locale;
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // Not persisted; the choice still holds for this page's life.
      }
    },
  };
}
