import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape, the close button or the caller's own cancel button. */
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for a confirmation the user must answer. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that says what the dialog is about. */
  describedBy?: string;
}

/**
 * A modal built on the native `<dialog>` and `showModal()`: the browser keeps the focus inside,
 * makes the rest of the page inert, closes on Escape and gives the focus back to the button that
 * opened it. The content is mounted only while open, so each opening starts with an empty form.
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
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
