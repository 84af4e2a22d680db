/**
 * The plan state's rules (product spec section 4: "Plan/expiry state of a user: trial, formal
 * member (subscriber), school teacher, private teacher. A school teacher cannot renew while the
 * school's plan is still valid"; section 6: teachers under a school follow the school's plan, an
 * individual cannot renew a school-level subscription; section 9: the teacher-access bonus of
 * private teachers). Pure: the caller passes `now`. Shared by the server's plan endpoint and the
 * web's account pages; purchasing and renewing come with the commerce issue.
 */
import {
  TEACHER_ACCESS_BONUS,
  type PlanState,
  type PlanView,
  type Role,
  type SchoolKind,
} from '@atelier/contracts';

export interface PlanRulesInput {
  role: Role;
  /** The user's own plan state; null: none. */
  plan: PlanState | null;
  /** End of the user's own plan (ISO-8601); null: no end. */
  planExpiresAt: string | null;
  /** The school (or private workspace) the user belongs to; null: none. */
  school: { kind: SchoolKind; accessUntil: string | null } | null;
}

export type RenewBlockedReason = NonNullable<PlanView['renewBlockedReason']>;

export interface PlanRules {
  /** The plan (for a school member: the school's access) has not ended. */
  active: boolean;
  /** The user may buy or renew a plan personally. */
  canRenew: boolean;
  /** Why not, when `canRenew` is false. */
  renewBlockedReason: RenewBlockedReason | null;
}

/** An end date not yet reached at `now`; null is no end. An unreadable date counts as ended. */
function notEnded(until: string | null, now: Date): boolean {
  if (until === null) return true;
  const end = Date.parse(until);
  return !Number.isNaN(end) && now.getTime() < end;
}

/**
 * Whether the user's access comes from a school (kind `school`, not a private workspace): a school
 * teacher (plan `school-teacher`, or any teacher in a school), a student or manager of a school.
 */
export function isSchoolMember(input: Pick<PlanRulesInput, 'plan' | 'school'>): boolean {
  return input.plan === 'school-teacher' || input.school?.kind === 'school';
}

/** The school's access has not ended at `now` (false without a school). */
export function schoolAccessValid(school: PlanRulesInput['school'], now: Date): boolean {
  return school !== null && notEnded(school.accessUntil, now);
}

/**
 * Active and renewable at `now`:
 * - a manager never renews personally (`manager`);
 * - a school teacher, and a student of a school, cannot renew while the school's access is valid
 *   (`school-plan-valid`); once it has ended they may;
 * - trial, subscriber and private-teacher users (and users with no plan yet) may renew;
 * - `active`: for a school member, the school's access has not ended, or (a student or manager
 *   with a plan of their own) their own plan has not; for everybody else, their own plan has not
 *   ended (no plan: not active).
 */
export function planRules(input: PlanRulesInput, now: Date): PlanRules {
  const member = isSchoolMember(input);
  const schoolValid = member && schoolAccessValid(input.school, now);
  const ownPlanValid =
    input.plan !== null && input.plan !== 'school-teacher' && notEnded(input.planExpiresAt, now);
  const active = schoolValid || ownPlanValid;
  if (input.role === 'manager') return { active, canRenew: false, renewBlockedReason: 'manager' };
  if (schoolValid) return { active, canRenew: false, renewBlockedReason: 'school-plan-valid' };
  return { active, canRenew: true, renewBlockedReason: null };
}

/** Students a private teacher may have (section 9: the teacher-access bonus). */
export const privateTeacherStudentLimit: number = TEACHER_ACCESS_BONUS.maxStudents;

/** Whether a private teacher with `current` students may add `adding` more (else studentLimitReached). */
export function canAddPrivateStudents(current: number, adding: number): boolean {
  return (
    Number.isInteger(current) &&
    Number.isInteger(adding) &&
    current >= 0 &&
    adding >= 0 &&
    current + adding <= privateTeacherStudentLimit
  );
}
