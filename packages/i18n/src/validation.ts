import type { MessageId } from './en.js';

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

function isId(value: string | undefined, ids: readonly string[]): value is MessageId {
  return value !== undefined && ids.includes(value);
}

/**
 * Maps a zod issue to a message id and its values. Schemas in packages/contracts may name a
 * message id as the issue message (e.g. `z.string().min(1, 'form.firstName.required')`); otherwise
 * the issue's code decides. Client and server use this same mapping.
 */
export function issueMessage(issue: IssueLike, ids: readonly string[]): LocalisableMessage {
  if (isId(issue.message, ids)) return { id: issue.message };
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
