import type { Locale } from '@atelier/contracts';
import type { Catalog } from '@atelier/i18n';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocale } from '../../i18n/hooks/use-locale';
import { LocaleContext, type LocaleContextValue } from '../../i18n/locale-context';

/**
 * Shows its children in one language whatever the interface language (the French
 * demo-attendance page is French for everyone): a nested react-intl provider over that language's
 * catalogue, which the route's loader has loaded (`catalogs.loadParts(locale, ...)`), and a `lang`
 * attribute so that screen readers and search engines read it as such. The header and footer
 * around it keep the interface language; switching it still works.
 */
export function FixedLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { catalogs } = useRouteContext({ from: '__root__' });
  const outer = useLocale();
  const getMessages = () => catalogs.get(locale) ?? catalogs.get('en');
  const messages = useSyncExternalStore(catalogs.subscribe, getMessages, getMessages);
  const value = useMemo<LocaleContextValue>(
    () => ({ locale, setLocale: outer.setLocale }),
    [locale, outer.setLocale],
  );
  return (
    <LocaleContext value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages as Catalog | undefined}>
        <div lang={locale}>{children}</div>
      </IntlProvider>
    </LocaleContext>
  );
}
