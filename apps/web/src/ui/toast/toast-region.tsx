import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styles from './toast-region.module.css';
import type { ToastStore } from './toast-store';

/**
 * The live region the toasts appear in. It is always in the page (a live region added together
 * with its content is often not announced) and announces additions assertively: toasts are errors.
 */
export function ToastRegion({ store }: { store: ToastStore }) {
  const intl = useIntl();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className={styles.region} aria-label={intl.formatMessage({ id: 'toast.region' })}>
      <ol className={styles.list} aria-live="assertive" aria-relevant="additions text">
        {toasts.map((toast) => (
          <li key={toast.id} className={styles.toast} data-tone={toast.tone} data-testid="toast">
            <span className={styles.icon} aria-hidden="true">
              !
            </span>
            <p className={styles.message}>{toast.message}</p>
            <button
              type="button"
              className={styles.dismiss}
              aria-label={intl.formatMessage({ id: 'toast.dismiss' })}
              onClick={() => store.dismiss(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
