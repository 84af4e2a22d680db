import type { ErrorComponentProps } from '@tanstack/react-router';
import { RetryError } from '../../../ui/retry-error';
import styles from './home-page.module.css';

/** The home content could not load (the API client has already shown the server's message). */
export function HomeError({ reset }: ErrorComponentProps) {
  return (
    <RetryError
      reset={reset}
      classNames={{ root: styles.errorState, title: styles.errorTitle }}
      icon={
        <span className={styles.errorIcon} aria-hidden="true">
          ?
        </span>
      }
    />
  );
}
