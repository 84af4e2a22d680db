import type { IntlShape } from 'react-intl';

/** A `YYYY-MM-DD` content date as the language writes it (the date as written, no time zone). */
export function formatContentDate(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(new Date(`${isoDate}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}
