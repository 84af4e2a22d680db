import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { RetryError } from '../../../ui/retry-error';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import styles from './page-states.module.css';

/*
 * The loading and error states of the site pages. Route files import them directly (the router
 * does not split pending and error components out of the first load), so this file stays tiny:
 * no content rendering, no page styles.
 */

/** Shown while a page's content loads: its shape in grey, announced as loading. */
export function PageSkeleton() {
  const intl = useIntl();
  return (
    <div className={`page ${styles.state}`} role="status" aria-busy="true">
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
      <Skeleton height="2.75rem" width="60%" />
      <Skeleton height="1.25rem" width="85%" />
      <Skeleton height="1.25rem" width="70%" />
      <Skeleton height="9rem" radius="var(--radius-l)" />
    </div>
  );
}

/** A page whose content could not load: an alert with a retry. */
export function PageError({ reset }: ErrorComponentProps) {
  return (
    <div className="page">
      <RetryError reset={reset} classNames={{ root: styles.state, title: styles.title }} />
    </div>
  );
}
