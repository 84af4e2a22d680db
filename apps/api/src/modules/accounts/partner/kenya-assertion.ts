import { KENYA_PROVIDER, PARTNER_ASSERTION } from '@atelier/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The Kenya partner's signed assertion (ADR 003): a compact token
 * `base64url(JSON payload) "." base64url(HMAC-SHA256(secret, <first part as sent>))`.
 * The payload names the person at the partner and the partner's domain (where logout and a 401
 * send the user back); it lives at most PARTNER_ASSERTION.maxLifetimeSeconds and its nonce is
 * single-use.
 */
export const kenyaAssertionPayloadSchema = z.object({
  iss: z.literal(KENYA_PROVIDER),
  sub: z.string().min(1).max(200),
  email: z
    .email()
    .max(254)
    .transform((value) => value.toLowerCase()),
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  role: z.enum(['student', 'teacher']),
  /** A host name, optionally with a port: `portal.partner.example`, `127.0.0.1:8080`. */
  domain: z
    .string()
    .max(253)
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i),
  iat: z.number().int(),
  exp: z.number().int(),
  nonce: z.string().min(16).max(128),
});
export type KenyaAssertionPayload = z.infer<typeof kenyaAssertionPayloadSchema>;

export type AssertionRefusal = 'malformed' | 'signature' | 'payload' | 'expired' | 'lifetime';

export type AssertionVerdict =
  { valid: true; payload: KenyaAssertionPayload } | { valid: false; reason: AssertionRefusal };

function signature(secret: string, payloadPart: string): Buffer {
  return createHmac('sha256', secret).update(payloadPart, 'utf8').digest();
}

/** Builds an assertion as the partner does (tests, and the partner's integration guide). */
export function signKenyaAssertion(payload: KenyaAssertionPayload, secret: string): string {
  const payloadPart = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${payloadPart}.${signature(secret, payloadPart).toString('base64url')}`;
}

/**
 * Checks the signature first, in constant time, and reads the payload only when it holds; then
 * the issuer and shape, the expiry and the lifetime. The nonce's single use needs storage: the
 * caller checks it.
 */
export function verifyKenyaAssertion(
  assertion: string,
  secret: string,
  now: Date,
): AssertionVerdict {
  const parts = assertion.split('.');
  if (parts.length !== 2) return { valid: false, reason: 'malformed' };
  const [payloadPart = '', signaturePart = ''] = parts;
  if (!/^[\w-]+$/.test(payloadPart) || !/^[\w-]+$/.test(signaturePart)) {
    return { valid: false, reason: 'malformed' };
  }
  const expected = signature(secret, payloadPart);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  const parsed = kenyaAssertionPayloadSchema.safeParse(json);
  if (!parsed.success) return { valid: false, reason: 'payload' };
  const payload = parsed.data;
  const seconds = Math.floor(now.getTime() / 1000);
  const skew = PARTNER_ASSERTION.clockSkewSeconds;
  if (payload.exp <= seconds - skew || payload.iat > seconds + skew) {
    return { valid: false, reason: 'expired' };
  }
  if (
    payload.exp - payload.iat > PARTNER_ASSERTION.maxLifetimeSeconds ||
    payload.exp <= payload.iat
  ) {
    return { valid: false, reason: 'lifetime' };
  }
  return { valid: true, payload };
}
