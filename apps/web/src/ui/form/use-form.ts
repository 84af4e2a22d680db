import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import {
  focusFirstInvalid,
  formatFieldError,
  type FieldError,
  type FieldErrors,
} from './field-errors';

/** What a text input needs of a form's state: its name, value and change handler. */
export interface FieldBinding<K extends string = string> {
  name: K;
  value: string;
  onChange(event: { target: { value: string } }): void;
}

/**
 * A form's field errors and its element. `showErrors` puts errors on screen, then moves the focus
 * to the first invalid field (so its label and error are announced); `error` is a field's text:
 * the form's own error, else `otherwise` (the server's or a machine's).
 */
export function useFormErrors<K extends string>() {
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = (next: FieldErrors<K>) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(formRef.current);
  };
  const error = (name: K, otherwise?: FieldError) =>
    formatFieldError(intl, errors[name] ?? otherwise);
  return { errors, setErrors, formRef, showErrors, error };
}

/** The text values of a form, and `bind(name)` to spread on a field's input. */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const bind = (name: K): FieldBinding<K> => ({
    name,
    value: values[name],
    onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, bind };
}
