import { describe, expect, it } from 'vitest';
import {
  signKenyaAssertion,
  verifyKenyaAssertion,
  type KenyaAssertionPayload,
} from './kenya-assertion.js';

const secret = 'a-partner-secret-of-at-least-32-bytes!!';
const now = new Date('2026-11-22T10:00:00Z');
const seconds = now.getTime() / 1000;

function buildPayload(overrides: Partial<KenyaAssertionPayload> = {}): KenyaAssertionPayload {
  return {
    iss: 'kenya',
    sub: 'ke-123',
    email: 'amani@partner.example',
    firstName: 'Amani',
    lastName: 'Otieno',
    role: 'student',
    domain: 'learn.partner.example',
    iat: seconds - 10,
    exp: seconds + 200,
    nonce: 'n-0123456789abcdef',
    ...overrides,
  };
}

describe(verifyKenyaAssertion.name, () => {
  it('accepts a well-signed, current assertion and returns its payload', () => {
    const sut = verifyKenyaAssertion(signKenyaAssertion(buildPayload(), secret), secret, now);

    expect(sut).toEqual({ valid: true, payload: buildPayload() });
  });

  it('refuses a signature made with another secret, or a payload changed after signing', () => {
    const forged = signKenyaAssertion(buildPayload(), 'another-secret-of-at-least-32-bytes!!');
    const [, signaturePart] = signKenyaAssertion(buildPayload(), secret).split('.');
    const tampered = `${Buffer.from(JSON.stringify(buildPayload({ role: 'teacher' }))).toString('base64url')}.${signaturePart}`;

    expect(verifyKenyaAssertion(forged, secret, now)).toEqual({
      valid: false,
      reason: 'signature',
    });
    expect(verifyKenyaAssertion(tampered, secret, now)).toEqual({
      valid: false,
      reason: 'signature',
    });
  });

  it('refuses an expired assertion and one living longer than five minutes', () => {
    const expired = buildPayload({ iat: seconds - 400, exp: seconds - 100 });
    const tooLong = buildPayload({ iat: seconds - 10, exp: seconds + 600 });

    expect(verifyKenyaAssertion(signKenyaAssertion(expired, secret), secret, now)).toEqual({
      valid: false,
      reason: 'expired',
    });
    expect(verifyKenyaAssertion(signKenyaAssertion(tooLong, secret), secret, now)).toEqual({
      valid: false,
      reason: 'lifetime',
    });
  });

  it('refuses another issuer, a bad domain and malformed tokens', () => {
    const otherIssuer = { ...buildPayload(), iss: 'elsewhere' } as unknown as KenyaAssertionPayload;
    const badDomain = buildPayload({ domain: 'https://evil.example/path' });

    expect(verifyKenyaAssertion(signKenyaAssertion(otherIssuer, secret), secret, now)).toEqual({
      valid: false,
      reason: 'payload',
    });
    expect(verifyKenyaAssertion(signKenyaAssertion(badDomain, secret), secret, now)).toEqual({
      valid: false,
      reason: 'payload',
    });
    expect(verifyKenyaAssertion('only-one-part', secret, now)).toEqual({
      valid: false,
      reason: 'malformed',
    });
    expect(verifyKenyaAssertion('a.b.c', secret, now)).toEqual({
      valid: false,
      reason: 'malformed',
    });
  });
});
