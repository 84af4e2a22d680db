export const LOCALES = ['en', 'zh', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks a supported locale from a raw value such as `zh-CN` or `fr`, falling back to en. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const base = value.trim().toLowerCase().slice(0, 2);
  return isLocale(base) ? base : DEFAULT_LOCALE;
}
