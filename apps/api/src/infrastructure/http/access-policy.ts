import type { Access } from './access.decorator.js';
import type { SessionPrincipal } from './session-principal.js';

export type AccessVerdict =
  'allow' | 'unauthorized' | 'forbidden' | 'planExpired' | 'schoolNoAccess';

/**
 * The access rule, pure: no session is a 401; a role outside the declared ones is a 403; a plan
 * that has ended is a 403 too, except where the method allows it (the account page): `planExpired`
 * for the user's own plan, `schoolNoAccess` when it is the school's access that ended.
 */
export function decideAccess(
  access: Access,
  principal: SessionPrincipal | null,
  now: Date,
): AccessVerdict {
  if (access.kind === 'public') return 'allow';
  if (!principal) return 'unauthorized';
  if (access.roles && !access.roles.includes(principal.role)) return 'forbidden';
  if (
    !access.endedPlanAllowed &&
    principal.planEndsAt !== null &&
    Date.parse(principal.planEndsAt) <= now.getTime()
  ) {
    return principal.planSource === 'school' ? 'schoolNoAccess' : 'planExpired';
  }
  return 'allow';
}
