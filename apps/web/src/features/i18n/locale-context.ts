import type { Locale } from '@atelier/contracts';
import { createContext } from 'react';

export interface LocaleContextValue {
  locale: Locale;
  setLocale(locale: Locale): void;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);
