import { ROLE_HOME, type Role } from '@atelier/contracts';
import { hasSessionToken } from '@atelier/machines';
import { redirect } from '@tanstack/react-router';
import type { SessionActor } from './session-actor';

/**
 * `beforeLoad` guard of a user centre: without a session, go to the login page; with another
 * role's session, go to that role's own centre.
 */
export function requireRole(session: SessionActor, role: Role): void {
  const { context } = session.getSnapshot();
  if (!hasSessionToken(context) || !context.role) {
    throw redirect({ to: '/user/login' });
  }
  if (context.role !== role) {
    throw redirect({ href: ROLE_HOME[context.role] });
  }
}
