import styles from './form.module.css';

/**
 * A polite live region for a form's outcome ("saved"). It stays in the page while empty, so
 * screen readers announce the message when it appears.
 */
export function StatusNotice({ message }: { message: string | null }) {
  return (
    <p role="status" className={styles.notice}>
      {message}
    </p>
  );
}
