import { useId } from 'react';
import { FieldErrorText } from './text-field';
import styles from './form.module.css';

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  error?: string | null;
}

/** A labelled native select with its error (aria-describedby). */
export function SelectField({ name, label, options, value, onChange, error }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </div>
  );
}
