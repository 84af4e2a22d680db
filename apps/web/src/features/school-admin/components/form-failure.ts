import { ResponseCode } from '@atelier/contracts';
import { apiFieldErrors, failureMessage } from '../../../api/api-errors';
import { ApiError } from '../../../api/client';
import { isSessionGrant } from '../../../api/session-shapes';
import { serverFieldErrors, type FieldErrors } from '../../../ui/form/field-errors';

export interface FormFailure<K extends string> {
  /** A 400's field errors, for the fields the form shows. */
  fields: FieldErrors<K> | null;
  /**
   * Any other refusal's text. The API client has toasted it already, but a modal dialog keeps
   * the toast behind its backdrop (inert, not announced), so a form in a dialog repeats it.
   */
  message: string | null;
}

/**
 * What a form in a dialog shows after its call failed. A 401, and a 403 carrying a grant, run the
 * session's flows (an alert, another page) instead.
 */
export function formFailureOf<K extends string>(
  error: unknown,
  shown: readonly K[],
): FormFailure<K> {
  if (
    error instanceof ApiError &&
    (error.code === ResponseCode.unauthorized ||
      (error.code === ResponseCode.forbidden && isSessionGrant(error.data)))
  ) {
    return { fields: null, message: null };
  }
  const server = apiFieldErrors(error);
  if (server) {
    const fields = serverFieldErrors(server, shown);
    if (Object.keys(fields).length > 0) return { fields, message: null };
    return { fields: null, message: Object.values(server).join(' ') };
  }
  return { fields: null, message: failureMessage(error) || null };
}

/**
 * The contracts' schemas name `validation.tooLong` as the issue message, so the mapped error has
 * no `{max}`: this fills it from the field's limit (SCHOOL_ADMIN_LIMITS).
 */
export function withLengthLimits<K extends string>(
  errors: FieldErrors<K>,
  limits: Partial<Record<K, number>>,
): FieldErrors<K> {
  const filled: FieldErrors<K> = { ...errors };
  for (const key of Object.keys(errors) as K[]) {
    const error = errors[key];
    const max = limits[key];
    if (error && 'id' in error && error.id === 'validation.tooLong' && max !== undefined) {
      filled[key] = { id: error.id, values: { max, ...error.values } };
    }
  }
  return filled;
}
