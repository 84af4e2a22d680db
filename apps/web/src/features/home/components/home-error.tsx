import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import styles from './home-page.module.css';

/** The home content could not load (the API client has already shown the server's message). */
export function HomeError({ reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  return (
    <div className={styles.errorState} role="alert">
      <span className={styles.errorIcon} aria-hidden="true">
        ?
      </span>
      <h1 className={styles.errorTitle}>{intl.formatMessage({ id: 'home.error.title' })}</h1>
      <p>{intl.formatMessage({ id: 'home.error.body' })}</p>
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
