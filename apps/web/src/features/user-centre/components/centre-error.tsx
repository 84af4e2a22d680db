import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import styles from './user-centre-page.module.css';

/**
 * A centre or account page whose data could not load. The API client has already shown the
 * server's message (or, for a 401, the session-ended alert).
 */
export function CentreError({ reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  return (
    <div className={`page ${styles.centre}`} role="alert">
      <h1 className={styles.greeting}>{intl.formatMessage({ id: 'home.error.title' })}</h1>
      <p className={styles.note}>{intl.formatMessage({ id: 'home.error.body' })}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          queryErrorReset.reset();
          reset();
          void router.invalidate();
        }}
      >
        {intl.formatMessage({ id: 'common.retry' })}
      </button>
    </div>
  );
}
