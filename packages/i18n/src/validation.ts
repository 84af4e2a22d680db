import type { MessageId } from './message-id.js';

/** The parts of a zod issue we need; zod stays a dependency of contracts only. */
export interface IssueLike {
  code: string;
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  origin?: string;
  input?: unknown;
}

export interface LocalisableMessage {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** Which strings are message ids: a list of them, or a test (the web cannot hold every id). */
export type KnownIds = readonly string[] | ((id: string) => boolean);

function isId(value: string | undefined, ids: KnownIds): value is MessageId {
  if (value === undefined) return false;
  return typeof ids === 'function' ? ids(value) : ids.includes(value);
}

/**
 * The shape of our message ids (`validation.required`, `schoolAdmin.validation.classCode`), which
 * zod's own English messages never have: how the web app, which loads catalogue parts lazily,
 * tells a schema's message id from zod's default text.
 */
export function looksLikeMessageId(value: string): boolean {
  return /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/.test(value);
}

/**
 * Maps a zod issue to a message id and its values. Schemas in packages/contracts may name a
 * message id as the issue message (e.g. `z.string().min(1, 'form.firstName.required')`); otherwise
 * the issue's code decides. Client and server use this same mapping.
 */
export function issueMessage(issue: IssueLike, ids: KnownIds): LocalisableMessage {
  // A schema's own message id may still need the issue's bounds (`validation.tooLong` {max}).
  if (isId(issue.message, ids)) return { id: issue.message, values: boundsOf(issue) };
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email' ? { id: 'validation.email' } : { id: 'validation.invalid' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1)
        return { id: 'validation.required' };
      return { id: 'validation.tooShort', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { id: 'validation.tooLong', values: { max: Number(issue.maximum) } };
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { id: 'validation.required' }
        : { id: 'validation.invalid' };
    default:
      return { id: 'validation.invalid' };
  }
}

function boundsOf(issue: IssueLike): Record<string, number> | undefined {
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    return { max: Number(issue.maximum) };
  }
  if (issue.code === 'too_small' && issue.minimum !== undefined) {
    return { min: Number(issue.minimum) };
  }
  return undefined;
}
