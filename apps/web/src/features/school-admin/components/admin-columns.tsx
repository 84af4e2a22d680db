import type { JoinChannel, MembershipStatus } from '@atelier/contracts';
import type { IntlShape } from 'react-intl';
import { isoDay } from '../hooks/use-formats';
import { JOIN_CHANNEL_NAME, MEMBERSHIP_STATUS_NAME } from '../labels';
import type { AdminColumn } from './admin-table/admin-table';
import { StatusBadge } from './status-badge';

/**
 * A date column: shown in the interface language (`date`, from `useDateFormat`), sorted on the
 * ISO timestamp and exported as YYYY-MM-DD.
 */
export function dateColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string | null,
  date: (iso: string | null) => string,
): AdminColumn<T> {
  return {
    id,
    header,
    text: (row) => date(value(row)),
    sortValue: (row) => value(row) ?? '',
    csv: (row) => isoDay(value(row)),
  };
}

/** The status of a student in a class, as a badge (in words in the filter and the CSV). */
export function membershipStatusColumn<T extends { status: MembershipStatus }>(
  intl: IntlShape,
): AdminColumn<T> {
  return {
    id: 'status',
    header: intl.formatMessage({ id: 'schoolAdmin.col.status' }),
    text: (row) => intl.formatMessage({ id: MEMBERSHIP_STATUS_NAME[row.status] }),
    cell: (row) => <StatusBadge kind="member" status={row.status} />,
  };
}

/** How a student came into a class (link, e-mail, move, ...). */
export function joinChannelColumn<T extends { via: JoinChannel }>(intl: IntlShape): AdminColumn<T> {
  return {
    id: 'via',
    header: intl.formatMessage({ id: 'schoolAdmin.col.via' }),
    text: (row) => intl.formatMessage({ id: JOIN_CHANNEL_NAME[row.via] }),
  };
}
