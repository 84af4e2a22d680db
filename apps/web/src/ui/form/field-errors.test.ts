import { loginFormSchema, registerFormSchema } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { checkForm, formatFieldError, refusalOf, serverFieldErrors } from './field-errors';

const validRegistration = {
  ticket: 't-1',
  firstName: 'Mia',
  familyName: 'Durand',
  telephone: '+33 6 12 34 56 78',
  schoolCode: '',
  password: 'Panda-2026',
  confirmPassword: 'Panda-2026',
};

/** A formatter that shows which id and values a message would be formatted with. */
const intl = {
  formatMessage: (descriptor: { id: string }, values?: Record<string, string | number>) =>
    `${descriptor.id}${values && Object.keys(values).length ? ` ${JSON.stringify(values)}` : ''}`,
};

describe('checkForm', () => {
  it('answers the parsed data of a valid form', () => {
    const sut = checkForm(loginFormSchema, {
      identity: 'teacher',
      email: '  Li.Na@School.TEST ',
      password: 'secret',
    });
    expect(sut).toEqual({
      ok: true,
      data: { identity: 'teacher', email: 'li.na@school.test', password: 'secret' },
    });
  });

  it('maps each field’s first issue to the message id the server uses too', () => {
    const sut = checkForm(loginFormSchema, { identity: 'student', email: '', password: '' });
    expect(sut).toEqual({
      ok: false,
      // The schema names the message; the issue's bound travels with it (unused by this text).
      errors: {
        email: { id: 'validation.required', values: { min: 1 } },
        password: { id: 'validation.required', values: { min: 1 } },
      },
    });
  });

  it('a malformed e-mail gives the spec’s "e-mail format wrong"', () => {
    const sut = checkForm(loginFormSchema, { identity: 'student', email: 'mia@', password: 'x' });
    expect(sut.ok ? null : sut.errors.email).toEqual({ id: 'error.emailFormat' });
  });

  it('puts the confirmation mismatch on the confirmation field', () => {
    const sut = checkForm(registerFormSchema, {
      ...validRegistration,
      confirmPassword: 'Panda-2027',
    });
    expect(sut.ok ? null : sut.errors).toEqual({
      confirmPassword: { id: 'error.confirmationMismatch' },
    });
  });

  it('a password outside the length rule gives "password too short or too long"', () => {
    const sut = checkForm(registerFormSchema, {
      ...validRegistration,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(sut.ok ? null : sut.errors.password).toEqual({ id: 'error.passwordLength' });
  });
});

describe('serverFieldErrors', () => {
  it('keeps the server’s texts of the fields the form shows', () => {
    expect(
      serverFieldErrors({ email: 'Adresse invalide.', ticket: 'Expired.' }, ['email', 'password']),
    ).toEqual({ email: { text: 'Adresse invalide.' } });
  });
});

describe('formatFieldError', () => {
  it('formats a message id with its values, the server’s text as it is', () => {
    expect(formatFieldError(intl, { id: 'validation.tooLong', values: { max: 60 } })).toBe(
      'validation.tooLong {"max":60}',
    );
    expect(formatFieldError(intl, { text: 'Déjà utilisé.' })).toBe('Déjà utilisé.');
    expect(formatFieldError(intl, undefined)).toBeNull();
  });

  it('gives the password length message its bounds', () => {
    expect(formatFieldError(intl, { id: 'error.passwordLength' })).toBe(
      'error.passwordLength {"min":6,"max":64}',
    );
  });
});

describe('refusalOf', () => {
  it('is the field error when the machine stored that message id, nothing otherwise', () => {
    expect(refusalOf('error.emailFormat', 'error.emailFormat')).toEqual({
      id: 'error.emailFormat',
    });
    expect(refusalOf('This e-mail is already registered.', 'error.emailFormat')).toBeUndefined();
    expect(refusalOf(null, 'error.emailFormat')).toBeUndefined();
  });
});
