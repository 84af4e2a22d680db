import { REPLY_WITHIN_HOURS } from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Params } from '../../../api/client';
import { checkForm } from '../../../ui/form/field-errors';
import { useFormErrors } from '../../../ui/form/use-form';
import { formFailureOf } from '../../school-admin/components/form-failure';
import { sendEnquiry } from '../api/enquiry-api';

/** A form value: text (inputs and selects), a box, or the ticked boxes of a group. */
export type EnquiryValue = string | boolean | readonly string[];
type Schema<T> = Parameters<typeof checkForm<T, string>>[0];

interface EnquiryFormOptions<V extends Record<string, EnquiryValue>, T> {
  /** The contracts' schema of the form, the one the server checks with. */
  schema: Schema<T>;
  initial: V;
  /** The call of spec section 7 that receives the form. */
  path: string;
  /** After the server accepted the form, with the notice promising a reply. */
  onSent(notice: string): void;
}

/**
 * The state of an enquiry form: its values, the contracts' schema check (on submit, and on blur
 * and change for the fields that ask for it), the call, and the server's refusal shown where it
 * belongs (a 400's fields under the fields, anything else once in the form).
 */
export function useEnquiryForm<V extends Record<string, EnquiryValue>, T>({
  schema,
  initial,
  path,
  onSent,
}: EnquiryFormOptions<V, T>) {
  type K = Extract<keyof V, string>;
  const intl = useIntl();
  const [values, setValues] = useState<V>(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { errors, setErrors, formRef, showErrors, error } = useFormErrors<K>();
  // Fields checked as they change once they have been left once (or the form was submitted).
  const [touched, setTouched] = useState<ReadonlySet<K>>(() => new Set());
  const fields = Object.keys(initial) as K[];

  /** Checks one field against the whole form's schema and shows (or clears) its error. */
  const checkField = (name: K, next: V = values) => {
    const check = checkForm<T, K>(schema, next as Record<K, unknown>);
    const fieldError = check.ok ? undefined : check.errors[name];
    setErrors((current) => {
      const updated = { ...current };
      if (fieldError) updated[name] = fieldError;
      else delete updated[name];
      return updated;
    });
  };

  const set = <N extends K>(name: N, value: V[N], { live = false } = {}) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (live && touched.has(name)) checkField(name, next);
    else if (errors[name]) {
      // A field the visitor corrects loses its old error as soon as it is valid.
      checkField(name, next);
    }
  };

  /** For fields checked on blur and on change (the e-mail fields of spec section 5). */
  const blur = (name: K) => {
    setTouched((current) => new Set(current).add(name));
    checkField(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTouched(new Set(fields));
    const check = checkForm<T, K>(schema, values as Record<K, unknown>);
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      const accepted = await sendEnquiry(path, check.data as Params);
      setValues(initial);
      setTouched(new Set());
      onSent(
        intl.formatMessage(
          { id: 'enquiries.success' },
          { hours: accepted.replyWithinHours || REPLY_WITHIN_HOURS },
        ),
      );
    } catch (failure) {
      const refusal = formFailureOf<K>(failure, fields);
      if (refusal.fields) showErrors(refusal.fields);
      setProblem(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  /** Props of a text input bound to `name`; `live` fields are checked on blur and change. */
  const text = (name: K, { live = false } = {}) => ({
    name,
    value: values[name] as string,
    error: error(name),
    onChange: (event: { target: { value: string } }) =>
      set(name, event.target.value as V[K], { live }),
    ...(live ? { onBlur: () => blur(name) } : {}),
  });

  return { values, set, text, error, errors, formRef, busy, problem, submit, blur };
}
