import {
  ApiPaths,
  fillPath,
  ResponseCode,
  SchoolAdminPaths,
  type AcceptInvitationAnswer,
  type InvitationView,
  type InviteLinkAction,
  type InviteLinkView,
  type InviteTeacherForm,
  type PlanView,
} from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../../api/client';

export const invitationKeys = {
  all: ['invitations'] as const,
  /** A class's invite link, as its manager (or private teacher) sees it. */
  link: (classId: string) => [...invitationKeys.all, 'link', classId] as const,
  /** What an invitation is (public): keyed by token only, it holds no one's session data. */
  invitation: (token: string) => [...invitationKeys.all, 'invitation', token] as const,
  /** The plan of the logged-in user; per user, so it never shows under another session. */
  plan: (userId: string) => [...invitationKeys.all, 'plan', userId] as const,
};

/** `GET …/classes/:classId/invite-link`. */
export function inviteLinkQueryOptions(classId: string) {
  return queryOptions({
    queryKey: invitationKeys.link(classId),
    queryFn: () => apiGet<InviteLinkView>(fillPath(SchoolAdminPaths.classInviteLink, { classId })),
  });
}

/** `POST …/classes/:classId/invite-link` `{ action }`: the link after the action. */
export function postInviteLinkAction(
  classId: string,
  action: InviteLinkAction,
): Promise<InviteLinkView> {
  return apiPost<InviteLinkView>(fillPath(SchoolAdminPaths.classInviteLink, { classId }), {
    action,
  });
}

/**
 * `POST …/classes/:classId/invite-emails`: one `emails` field per address (form-encoded, spec
 * section 7); answers how many invitations went out.
 */
export function postInviteEmails(classId: string, emails: readonly string[]) {
  return apiPost<{ sent: number }>(fillPath(SchoolAdminPaths.classInviteEmails, { classId }), {
    emails,
  });
}

/** `POST /atelier/school/teachers/invitations`. */
export function postTeacherInvitation(form: Required<InviteTeacherForm>) {
  return apiPost<unknown>(SchoolAdminPaths.teacherInvitations, { ...form });
}

/**
 * `GET /atelier/invite/:token` (public); null for a token the server does not know, which the
 * join page shows like any other expired link. Always fetched afresh: a link can be switched off
 * or expire while the page is open elsewhere.
 */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationKeys.invitation(token),
    queryFn: async (): Promise<InvitationView | null> => {
      try {
        return await apiGet<InvitationView>(fillPath(SchoolAdminPaths.invitation, { token }));
      } catch (error) {
        if (error instanceof ApiError && error.code === ResponseCode.notFound) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

/**
 * `POST /atelier/invite/:token/accept` (logged in). Quiet: the join page states a refusal itself
 * (it has nothing else to show), so the client's toast would only repeat it.
 */
export function postAcceptInvitation(token: string): Promise<AcceptInvitationAnswer> {
  return apiPost<AcceptInvitationAnswer>(
    fillPath(SchoolAdminPaths.invitationAccept, { token }),
    {},
    { quiet: true },
  );
}

/** `GET /atelier/user/plan`: the plan state of section 4 and its rules. */
export function planQueryOptions(userId: string) {
  return queryOptions({
    queryKey: invitationKeys.plan(userId),
    queryFn: () => apiGet<PlanView>(ApiPaths.plan),
  });
}
