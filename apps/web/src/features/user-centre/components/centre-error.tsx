import type { ErrorComponentProps } from '@tanstack/react-router';
import { RetryError } from '../../../ui/retry-error';
import styles from './user-centre-page.module.css';

/**
 * A centre or account page whose data could not load. The API client has already shown the
 * server's message (or, for a 401, the session-ended alert).
 */
export function CentreError({ reset }: ErrorComponentProps) {
  return (
    <RetryError
      reset={reset}
      classNames={{ root: `page ${styles.centre}`, title: styles.greeting, body: styles.note }}
    />
  );
}
