import { EMAIL_CODE, RATE_LIMITS, type CodeSent } from '@atelier/contracts';
import type { RateLimitBucket } from '../../../infrastructure/rate-limit/rate-limiter.js';

/** Code sending counts every request, per address e-mailed and per client address. */
export function codeSendingBuckets(email: string, address: string): RateLimitBucket[] {
  const { emailCode } = RATE_LIMITS;
  return [
    { kind: 'code:account', subject: email, rule: emailCode },
    {
      kind: 'code:address',
      subject: address,
      rule: { max: emailCode.perAddressMax, windowSeconds: emailCode.windowSeconds },
    },
  ];
}

export const CODE_SENT: CodeSent = {
  resendAfterSeconds: EMAIL_CODE.resendCooldownSeconds,
  expiresInMinutes: EMAIL_CODE.ttlMinutes,
};
