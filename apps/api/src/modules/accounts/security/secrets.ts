import { EMAIL_CODE } from '@atelier/contracts';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session tokens, registration tickets, OIDC states. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256. Tokens carry 256 bits of randomness, so a
 * fast hash is enough (a stolen table gives nothing to replay and nothing to brute-force).
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A uniformly random EMAIL_CODE.length-digit code (leading zeros kept). */
export function newEmailCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE.length)).padStart(EMAIL_CODE.length, '0');
}

/**
 * A code's stored form, salted with its row id. Six digits are only a million candidates, so the
 * hash does not make a stolen code safe; what does is the short life, the attempt limit and
 * single use (ADR 003). The hash keeps codes out of backups and casual reads.
 */
export function emailCodeHash(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
