import type { Locale } from '@atelier/contracts';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { CatalogLoader } from '../catalog-loader';
import { LocaleContext, type LocaleContextValue } from '../locale-context';
import type { LocaleStore } from '../locale-store';

interface LocaleProviderProps {
  store: LocaleStore;
  /** Start-up has loaded the stored language's catalog before the first render. */
  catalogs: CatalogLoader;
  children: ReactNode;
}

/**
 * react-intl over the shared catalogs. A language switch first fetches the language's catalog,
 * then is a transition: the page keeps the old language on screen while the new language's
 * content loads, then changes all at once.
 */
export function LocaleProvider({ store, catalogs, children }: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(store.get);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      setLocale(next) {
        void catalogs.load(next).then(() => {
          store.set(next);
          startTransition(() => setLocaleState(next));
        });
      },
    }),
    [catalogs, locale, store],
  );

  return (
    <LocaleContext value={value}>
      <IntlProvider
        locale={locale}
        defaultLocale="en"
        messages={catalogs.get(locale) ?? catalogs.get('en')}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
