import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/dialog';
import styles from './school-admin.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * "Are you sure?" before a destructive action (delete, remove). Cancel comes first, so it has
 * the focus when the dialog opens: an Enter pressed by habit does not destroy anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const messageId = useId();
  return (
    <Dialog open={open} title={title} onClose={onCancel} role="alertdialog" describedBy={messageId}>
      <p id={messageId} className={styles.dialogText}>
        {message}
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {intl.formatMessage({ id: 'schoolAdmin.cancel' })}
        </button>
        <button
          type="button"
          className={`button button--primary ${styles.danger}`}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy ? intl.formatMessage({ id: 'schoolAdmin.working' }) : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

interface ConfirmDeleteDialogProps<T> {
  /** What is to be deleted; the dialog is open while there is one. */
  target: T | null;
  title: string;
  message(target: T): string;
  busy: boolean;
  onConfirm(target: T): void;
  onCancel(): void;
}

/** The confirmation before deleting a row of a list (a class, a grade): "Delete" confirms. */
export function ConfirmDeleteDialog<T>({
  target,
  title,
  message,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps<T>) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target !== null ? message(target) : ''}
      confirmLabel={intl.formatMessage({ id: 'schoolAdmin.delete' })}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    />
  );
}
