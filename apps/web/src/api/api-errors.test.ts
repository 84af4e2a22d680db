import { describe, expect, it } from 'vitest';
import { apiFieldErrors, failureMessage } from './api-errors';
import { ApiError } from './client';

describe('apiFieldErrors', () => {
  it('reads the text fields of a 400 answer’s data.fields', () => {
    const error = new ApiError(400, 'Some fields need your attention.', {
      fields: { telephone: 'This value is not valid.', count: 3, empty: '' },
    });
    expect(apiFieldErrors(error)).toEqual({ telephone: 'This value is not valid.' });
  });

  it.each([
    ['another code', new ApiError(409, 'Already registered.', { fields: { email: 'Taken.' } })],
    ['a 400 without fields', new ApiError(400, 'E-mail or password not correct.', null)],
    ['a 400 with no usable field', new ApiError(400, 'Bad.', { fields: { email: 1 } })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('is null for %s', (_, error) => {
    expect(apiFieldErrors(error)).toBeNull();
  });
});

describe('failureMessage', () => {
  it('is the error’s message, or the text thrown', () => {
    expect(failureMessage(new ApiError(429, 'Too many attempts.', null))).toBe(
      'Too many attempts.',
    );
    expect(failureMessage('offline')).toBe('offline');
    expect(failureMessage(42)).toBe('');
  });
});
