import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@atelier/contracts';
import {
  issueMessage,
  looksLikeMessageId,
  type IssueLike,
  type LocalisableMessage,
  type MessageId,
} from '@atelier/i18n';

/**
 * Field errors of a form, whoever found them: the client's check of the contracts' zod schema
 * (a message id, mapped by `issueMessage` exactly as the server maps it) or the server's 400
 * `data.fields` (text already localised by the request's language).
 */
export type FieldError = LocalisableMessage | { text: string };
export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

/** The part of a zod schema the forms use; structural, so the web app needs no zod import. */
interface SchemaIssue extends IssueLike {
  path: readonly PropertyKey[];
}
interface FormSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export type FormCheck<T, K extends string> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/**
 * Checks `values` against a contracts schema: the parsed data, or the first error of each field
 * (in schema order). Issues of fields the form does not show (none expected) are dropped.
 */
export function checkForm<T, K extends string>(
  schema: FormSchema<T>,
  values: Record<K, unknown>,
): FormCheck<T, K> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!Object.hasOwn(values, field)) continue;
    const key = field as K;
    errors[key] ??= issueMessage(issue, looksLikeMessageId);
  }
  return { ok: false, errors };
}

/** Server field errors (`data.fields`) as FieldErrors of the fields this form shows. */
export function serverFieldErrors<K extends string>(
  fields: Record<string, string>,
  shown: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of shown) {
    const text = fields[key];
    if (text) errors[key] = { text };
  }
  return errors;
}

/**
 * A machine's refusal as the error of one field: the registration and password-reset machines
 * store the message id of a form they refuse (or a failed call's server text, which the API
 * client's toast has already shown and is therefore not repeated here).
 */
export function refusalOf(stored: string | null, id: MessageId): FieldError | undefined {
  return stored === id ? { id } : undefined;
}

/** Values some messages need whatever the issue says (the password length bounds). */
const DEFAULT_VALUES: Partial<Record<MessageId, Record<string, number>>> = {
  'error.passwordLength': { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
};

interface Formatter {
  formatMessage(descriptor: { id: MessageId }, values?: Record<string, string | number>): string;
}

export function formatFieldError(intl: Formatter, error: FieldError | undefined): string | null {
  if (!error) return null;
  if ('text' in error) return error.text;
  return intl.formatMessage({ id: error.id }, { ...DEFAULT_VALUES[error.id], ...error.values });
}

/**
 * Moves the focus to the form's first invalid control (DOM order), whose label and error text
 * (aria-describedby) screen readers then read. Call after the errors are on screen.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  // Centred, so the sticky header cannot cover the field or its label.
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}
