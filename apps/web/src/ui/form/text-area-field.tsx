import { useId, type TextareaHTMLAttributes } from 'react';
import formStyles from './form.module.css';
import { FieldErrorText } from './text-field';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled textarea with its hint and error, like the shared TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className={formStyles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </div>
  );
}
