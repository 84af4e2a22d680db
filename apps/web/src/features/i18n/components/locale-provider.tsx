import type { Locale } from '@atelier/contracts';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalog } from '@atelier/i18n';
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

  // A catalogue part arriving (a route's `requireMessages`) re-renders with the new messages.
  const getMessages = useCallback(
    () => catalogs.get(locale) ?? catalogs.get('en'),
    [catalogs, locale],
  );
  const messages = useSyncExternalStore(catalogs.subscribe, getMessages, getMessages);

  return (
    <LocaleContext value={value}>
      <IntlProvider
        locale={locale}
        defaultLocale="en"
        // Typed as the whole catalogue; the lazy parts arrive with the routes that use them.
        messages={messages as Catalog | undefined}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
