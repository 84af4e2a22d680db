import { describe, expect, it } from 'vitest';
import { issueMessage, looksLikeMessageId } from './validation.js';

describe(issueMessage.name, () => {
  const ids = ['validation.tooLong', 'validation.required'];

  it("keeps a schema's own message id and gives it the issue's bound", () => {
    expect(
      issueMessage({ code: 'too_big', message: 'validation.tooLong', maximum: 60 }, ids),
    ).toEqual({ id: 'validation.tooLong', values: { max: 60 } });
  });

  it('maps an issue without a message id by its code', () => {
    expect(issueMessage({ code: 'too_big', maximum: 5 }, ids)).toEqual({
      id: 'validation.tooLong',
      values: { max: 5 },
    });
  });
});

describe(looksLikeMessageId.name, () => {
  it('accepts our ids and refuses zod default messages', () => {
    expect(looksLikeMessageId('validation.required')).toBe(true);
    expect(looksLikeMessageId('schoolAdmin.validation.classCode')).toBe(true);
    expect(looksLikeMessageId('error.emailFormat')).toBe(true);
    expect(looksLikeMessageId('Invalid input: expected string, received undefined')).toBe(false);
    expect(looksLikeMessageId('Too big: expected string to have <=60 characters')).toBe(false);
    expect(looksLikeMessageId('required')).toBe(false);
  });

  it('works as the known-ids test of issueMessage', () => {
    expect(
      issueMessage(
        { code: 'custom', message: 'schoolAdmin.validation.classCode' },
        looksLikeMessageId,
      ),
    ).toEqual({ id: 'schoolAdmin.validation.classCode', values: undefined });
  });
});
