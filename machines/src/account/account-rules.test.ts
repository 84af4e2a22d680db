import { EMAIL_CODE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  CODE_TTL_MS,
  isCodeShaped,
  isPasswordLengthOk,
  isWellFormedEmail,
  passwordsMatch,
  RESEND_COOLDOWN_MS,
} from './account-rules.js';

describe('isWellFormedEmail', () => {
  it.each([
    'lina@example.org',
    'li.na+class3@school.example.cn',
    'A.Otieno@Partner.KE.example',
    'x@y.io',
  ])('accepts %j', (email) => {
    expect(isWellFormedEmail(email)).toBe(true);
  });

  it.each([
    '',
    'lina',
    'lina@',
    '@example.org',
    'lina@example',
    'lina@@example.org',
    'lina example@example.org',
    ' lina@example.org',
    'lina@example.org ',
    'lina@exa mple.org',
  ])('refuses %j', (email) => {
    expect(isWellFormedEmail(email)).toBe(false);
  });
});

describe('isPasswordLengthOk', () => {
  it('uses the contract bounds (6 to 64)', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 64]);
  });

  it.each([
    ['', false],
    ['a'.repeat(PASSWORD_MIN_LENGTH - 1), false],
    ['a'.repeat(PASSWORD_MIN_LENGTH), true],
    ['a'.repeat(PASSWORD_MAX_LENGTH), true],
    ['a'.repeat(PASSWORD_MAX_LENGTH + 1), false],
    ['      ', true],
  ])('%j → %s', (password, ok) => {
    expect(isPasswordLengthOk(password)).toBe(ok);
  });

  it('counts characters, not UTF-16 units', () => {
    // five emoji are ten UTF-16 units, but five characters: too short
    expect(isPasswordLengthOk('🐼🐼🐼🐼🐼')).toBe(false);
    expect(isPasswordLengthOk('🐼🐼🐼🐼🐼🐼')).toBe(true);
    // 64 rare hanzi outside the BMP are 128 units but 64 characters
    expect(isPasswordLengthOk('𠀀'.repeat(PASSWORD_MAX_LENGTH))).toBe(true);
    expect(isPasswordLengthOk('学'.repeat(PASSWORD_MIN_LENGTH))).toBe(true);
  });
});

describe('passwordsMatch', () => {
  it.each([
    ['secret1', 'secret1', true],
    ['secret1', 'secret2', false],
    ['secret1', 'Secret1', false],
    ['secret1', 'secret1 ', false],
    ['', '', true],
  ])('%j and %j → %s', (password, confirmation, ok) => {
    expect(passwordsMatch(password, confirmation)).toBe(ok);
  });
});

describe('isCodeShaped', () => {
  it('uses the contract length (6 digits)', () => {
    expect(EMAIL_CODE.length).toBe(6);
  });

  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['123 456', false],
    ['１２３４５６', false],
    ['', false],
  ])('%j → %s', (code, ok) => {
    expect(isCodeShaped(code)).toBe(ok);
  });
});

describe('e-mailed code timers', () => {
  it('follow the contract: resend after 60 s, code valid 15 min', () => {
    expect(RESEND_COOLDOWN_MS).toBe(60_000);
    expect(CODE_TTL_MS).toBe(900_000);
  });

  it('open RESEND before the code expires (codeExpired accepts RESEND without a guard)', () => {
    expect(RESEND_COOLDOWN_MS).toBeLessThan(CODE_TTL_MS);
  });
});
