import type { RateLimitRule } from '../../../infrastructure/rate-limit/rate-limiter.js';

/**
 * Rate limits of invitations (the RateLimiter's sliding windows, ADR 003). Sending counts
 * requests per inviter, student batches (up to SCHOOL_ADMIN_LIMITS.inviteEmailsMax addresses
 * each) and teacher invitations together: 20 an hour is a whole school's term start, not a spam
 * run. The invitation page is public: looked up per client address, generously, as a whole
 * classroom opens the same link from one school address.
 */
export const INVITATION_RATE_LIMITS = {
  sendPerInviter: { max: 20, windowSeconds: 3600 },
  viewPerAddress: { max: 120, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;
