import type { Role, SessionGrant } from '@atelier/contracts';

/** The caller of a request with a valid session, as AccessGuard attaches it to the request. */
export interface SessionPrincipal {
  sessionId: string;
  userId: string;
  role: Role;
  schoolId: string | null;
  /**
   * When the user's access ends (ISO-8601); null when it has no end date. For a member of a
   * school (kind `school`) it is the school's access, unless a student's own plan lasts longer.
   */
  planEndsAt: string | null;
  /** Whose end `planEndsAt` is: the user's own plan, or the school's access (`schoolNoAccess`). */
  planSource: 'personal' | 'school';
  /**
   * The session as the client stores it (spec section 8): a 403 answers it in `data`, so the
   * client can keep the session and land on the role's account page.
   */
  grant: SessionGrant;
}

/**
 * Port of the accounts module: finds the session of a token (sliding its expiry), or null for a
 * missing, expired, revoked or forged one. AccessGuard depends on this, not on the accounts tables.
 */
export abstract class SessionResolver {
  abstract resolve(tokenValue: string, now: Date): Promise<SessionPrincipal | null>;
}
