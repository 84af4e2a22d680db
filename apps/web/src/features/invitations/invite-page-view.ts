import { INVITE_PAGE_PATH, type InvitationView, type Role } from '@atelier/contracts';

/** What the join page offers, from the invitation and who is looking at it. */
export type InvitePageView =
  /** Switched off, expired, used or unknown: "link expired / invite link has expired". */
  | { kind: 'expired' }
  /** Nobody is logged in: log in, or create an account, then come back and join. */
  | { kind: 'logged-out' }
  /** The right kind of account: it may join. */
  | { kind: 'can-join' }
  /** A student's invitation opened by a teacher or manager, or the other way round. */
  | { kind: 'wrong-role'; role: Role }
  /** An e-mail invitation opened by an account with another address. */
  | { kind: 'other-email'; email: string };

export interface InviteViewer {
  isLoggedIn: boolean;
  role: Role | null;
  email: string | null;
}

/**
 * The join page's state. The server decides in the end (it refuses what is not allowed); the page
 * only avoids offering a join it knows will be refused. `invitation` null: the token is unknown.
 */
export function invitePageView(
  invitation: InvitationView | null,
  viewer: InviteViewer,
): InvitePageView {
  if (!invitation || invitation.state !== 'usable') return { kind: 'expired' };
  if (!viewer.isLoggedIn || !viewer.role) return { kind: 'logged-out' };
  if (viewer.role !== invitation.role) return { kind: 'wrong-role', role: viewer.role };
  if (
    invitation.email &&
    viewer.email &&
    invitation.email.trim().toLowerCase() !== viewer.email.trim().toLowerCase()
  ) {
    return { kind: 'other-email', email: invitation.email };
  }
  return { kind: 'can-join' };
}

/** The join page of a token: where login and registration come back to. */
export function invitePagePath(token: string): string {
  return `${INVITE_PAGE_PATH}/${encodeURIComponent(token)}`;
}

/** The search of the login and registration links of the join page. */
export function signInSearch(token: string, invitation: InvitationView) {
  return {
    identity: invitation.role,
    redirect: invitePagePath(token),
    ...(invitation.email ? { email: invitation.email } : {}),
  };
}
