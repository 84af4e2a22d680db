import type { Locale } from '@atelier/contracts';
import { catalogs } from '@atelier/i18n';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LocaleContext, type LocaleContextValue } from '../locale-context';
import type { LocaleStore } from '../locale-store';

interface LocaleProviderProps {
  store: LocaleStore;
  children: ReactNode;
}

/**
 * react-intl over the shared catalogs. A language switch is a transition: the page keeps the old
 * language on screen while the new language's content loads, then changes all at once.
 */
export function LocaleProvider({ store, children }: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(store.get);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      setLocale(next) {
        store.set(next);
        startTransition(() => setLocaleState(next));
      },
    }),
    [locale, store],
  );

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={catalogs[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
