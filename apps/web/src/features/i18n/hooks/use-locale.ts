import { useContext } from 'react';
import { LocaleContext, type LocaleContextValue } from '../locale-context';

/** The interface language and its setter (which persists the choice). */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale() needs a LocaleProvider above it');
  return value;
}
