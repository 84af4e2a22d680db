/**
 * Rules of the account forms (spec section 5) and of e-mailed codes, as pure functions. The
 * registration and password-reset machines use them as guards; the server imports the same
 * functions so that a client cannot get past a rule the machine enforces.
 */
import { EMAIL_CODE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@atelier/contracts';
import { z } from 'zod';

/** Message ids (packages/i18n) a machine stores in its `error` when it refuses a form. */
export const ACCOUNT_ERROR = {
  emailFormat: 'error.emailFormat',
  passwordLength: 'error.passwordLength',
  confirmationMismatch: 'error.confirmationMismatch',
  /** A code that is not `EMAIL_CODE.length` digits. */
  codeFormat: 'validation.invalid',
} as const;

/** When RESEND becomes available after a code was sent, in milliseconds. */
export const RESEND_COOLDOWN_MS = EMAIL_CODE.resendCooldownSeconds * 1000;
/** How long an e-mailed code stays valid after it was sent, in milliseconds. */
export const CODE_TTL_MS = EMAIL_CODE.ttlMinutes * 60 * 1000;

const emailSchema = z.email();

/**
 * Well-formed e-mail (spec section 5), checked as given: the form trims before sending. The same
 * pattern as `z.email()`, so a zod form schema and this guard never disagree.
 */
export function isWellFormedEmail(email: string): boolean {
  return emailSchema.safeParse(email).success;
}

/**
 * Between PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH characters, counted as code points so
 * that a character outside the BMP (an emoji, a rare hanzi) counts once, on client and server alike.
 */
export function isPasswordLengthOk(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

/** The confirmation is exactly the password (no trimming, no case folding). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

const codePattern = new RegExp(`^[0-9]{${EMAIL_CODE.length}}$`);

/** Exactly EMAIL_CODE.length ASCII digits: anything else is refused before calling the server. */
export function isCodeShaped(code: string): boolean {
  return codePattern.test(code);
}
