import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A person's name as the lists show it: first and last name, else the e-mail. */
export function personName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** An ISO timestamp's day, for the CSV export (spreadsheets read YYYY-MM-DD as a date). */
export function isoDay(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

/** A date in the interface language (stable while the language stays). */
export function useDateFormat(): (iso: string | null) => string {
  const intl = useIntl();
  return useCallback(
    (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : ''),
    [intl],
  );
}
