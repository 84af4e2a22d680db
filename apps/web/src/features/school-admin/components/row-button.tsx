import { useIntl } from 'react-intl';
import styles from './school-admin.module.css';

interface RowButtonProps {
  /** What the button does ("Edit"). */
  label: string;
  /** The row it acts on, for the accessible name ("Edit Grade 1"). */
  name: string;
  /** Focusable but not doing anything while a change is on its way. */
  busy?: boolean;
  onClick(): void;
}

/** A small button in a table row, whose accessible name says which row it acts on. */
export function RowButton({ label, name, busy, onClick }: RowButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`button button--ghost ${styles.small}`}
      aria-label={intl.formatMessage({ id: 'schoolAdmin.actionNamed' }, { action: label, name })}
      aria-disabled={busy}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
