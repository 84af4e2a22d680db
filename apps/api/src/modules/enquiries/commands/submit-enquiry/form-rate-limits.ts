import { RATE_LIMITS } from '@atelier/contracts';
import type { RateLimitBucket } from '../../../../infrastructure/rate-limit/rate-limiter.js';

/**
 * Form submissions, all forms together: RATE_LIMITS.forms.max per e-mail given in the form and
 * perAddressMax per client address, per sliding window. Only accepted submissions count (bad
 * input is refused before, and stores nothing).
 */
export function formBuckets(email: string, address: string): RateLimitBucket[] {
  const { forms } = RATE_LIMITS;
  return [
    { kind: 'forms:email', subject: email, rule: forms },
    {
      kind: 'forms:address',
      subject: address,
      rule: { max: forms.perAddressMax, windowSeconds: forms.windowSeconds },
    },
  ];
}
