import type { PlanView } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { isSchoolMember, schoolAccessValid } from '@atelier/machines';

/** What the plan card says, as message ids and their values (dates stay ISO-8601 here). */
export interface PlanCardView {
  title: { id: MessageId; values: Record<string, string> };
  /** Whether the plan lets the user work now, and until when. */
  status: { id: MessageId; values: Record<string, string> };
  active: boolean;
  /** The school or institution has no access: "contact a local sales agent". */
  schoolNoAccess: boolean;
  renew: { enabled: true } | { enabled: false; reason: MessageId };
  /** Private teachers (the server says who): the teacher-access bonus of section 9 and its use. */
  bonus: { teachers: number; maxStudents: number; students: number } | null;
}

const RENEW_BLOCKED: Record<NonNullable<PlanView['renewBlockedReason']>, MessageId> = {
  'school-plan-valid': 'invitations.plan.renewBlocked.schoolPlanValid',
  manager: 'invitations.plan.renewBlocked.manager',
};

function planTitle(plan: PlanView): PlanCardView['title'] {
  const school = plan.school?.name ?? '';
  switch (plan.state) {
    case 'trial':
      return plan.expiresAt
        ? { id: 'invitations.plan.trialUntil', values: { date: plan.expiresAt } }
        : { id: 'invitations.plan.trial', values: {} };
    case 'subscriber':
      return { id: 'invitations.plan.subscriber', values: {} };
    case 'school-teacher':
      return { id: 'invitations.plan.schoolTeacher', values: { school } };
    case 'private-teacher':
      return { id: 'invitations.plan.privateTeacher', values: {} };
    case null:
      return school
        ? { id: 'invitations.plan.schoolMember', values: { school } }
        : { id: 'invitations.plan.none', values: {} };
  }
}

function planStatus(plan: PlanView): PlanCardView['status'] {
  if (plan.active) {
    return plan.expiresAt
      ? { id: 'invitations.plan.activeUntil', values: { date: plan.expiresAt } }
      : { id: 'invitations.plan.active', values: {} };
  }
  return plan.expiresAt
    ? { id: 'invitations.plan.endedOn', values: { date: plan.expiresAt } }
    : { id: 'invitations.plan.inactive', values: {} };
}

/**
 * The plan card of the logged-in user (spec sections 4, 6 and 9). A school member (the plan rules
 * of machines/ say who is one) whose school's access has ended is told to contact a local sales
 * agent. Renewing is the server's `canRenew`; purchasing itself comes with a later issue.
 */
export function planCardView(plan: PlanView, now: Date): PlanCardView {
  const member = { plan: plan.state, school: plan.school };
  const schoolNoAccess = isSchoolMember(member) && !schoolAccessValid(plan.school, now);
  return {
    title: planTitle(plan),
    status: planStatus(plan),
    active: plan.active,
    schoolNoAccess,
    renew: plan.canRenew
      ? { enabled: true }
      : {
          enabled: false,
          reason: plan.renewBlockedReason
            ? RENEW_BLOCKED[plan.renewBlockedReason]
            : 'invitations.plan.renewBlocked.other',
        },
    bonus: plan.bonus,
  };
}
