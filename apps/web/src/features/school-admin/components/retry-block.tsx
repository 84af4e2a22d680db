import { useIntl } from 'react-intl';
import styles from './school-admin.module.css';

/** Data a screen needs could not load: say so and offer a retry (the client toasted why). */
export function RetryBlock({ onRetry }: { onRetry(): unknown }) {
  const intl = useIntl();
  return (
    <div className={styles.card} role="alert">
      <p className={styles.warning}>{intl.formatMessage({ id: 'schoolAdmin.loadError' })}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => void onRetry()}>
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      </div>
    </div>
  );
}
