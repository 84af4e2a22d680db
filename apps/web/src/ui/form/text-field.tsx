import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './form.module.css';
import type { FieldBinding } from './use-form';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  name: string;
  label: string;
  /** The field's error text; shown under the input and tied to it with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** Shown after the input, inside the field (e.g. a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and error. The error is announced when the control gets the
 * focus (forms move the focus to the first invalid control on submit) and is marked
 * aria-invalid; its text never relies on colour alone (an icon and words).
 */
export function TextField({ label, error, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing}
      </div>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </div>
  );
}

export function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <span className={styles.errorIcon} aria-hidden="true">
        !
      </span>
      {children}
    </p>
  );
}

interface EmailFieldProps extends Omit<FieldBinding, 'name'> {
  label: string;
  hint?: ReactNode;
  error: string | null;
}

/** The required `email` input of the login, registration and password pages. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      {...props}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
    />
  );
}
