import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './school-admin.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape, or the caller's cancel button. */
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for a confirmation the user has to answer. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

/**
 * A modal on the native `<dialog>` and `showModal()`: the browser keeps the focus inside, makes
 * the page behind inert, closes on Escape and gives the focus back to the button that opened it.
 * The content is mounted only while open, so a form starts afresh each time.
 */
export function Dialog({ open, title, onClose, children, role, describedBy }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: the parent closes it, so `open` stays the one source of truth.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className={styles.dialogBody}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
