import { ROLE_HOME } from '@atelier/contracts';
import { hasSessionToken } from '@atelier/machines';
import { redirect } from '@tanstack/react-router';
import type { SessionActor } from './session-actor';

/**
 * `beforeLoad` guard of the pages that start a session (login, registration, password reset): a
 * logged-in visitor goes to their centre instead.
 */
export function requireLoggedOut(session: SessionActor): void {
  const { context } = session.getSnapshot();
  if (hasSessionToken(context) && context.role) {
    throw redirect({ href: ROLE_HOME[context.role] });
  }
}
