import { ResponseCode } from '@atelier/contracts';
import { ApiError } from './client';

/**
 * The field errors of a 400 answer (`data.fields`: field name → message localised by the
 * server), or null when the failure is not about fields.
 */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.code !== ResponseCode.badRequest) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return null;
  const fields: unknown = (data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The message a failed call carries (the server's text, or the network error's). */
export function failureMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}
