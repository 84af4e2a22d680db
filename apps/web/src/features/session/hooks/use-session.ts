import type { Role, SessionUser } from '@atelier/contracts';
import { hasSessionToken } from '@atelier/machines';
import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import type { SessionActor } from '../session-actor';
import { SessionActorContext } from '../session-context';

/** The session actor, to send events (LOGIN, LOGIN_SUCCEEDED, ...). Prefer the narrower hooks. */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor() needs a SessionProvider above it');
  return actor;
}

export interface SessionView {
  /** The machine's state: restoring, loggedOut, loggingIn, loggedIn, loggingOut or expired. */
  status: string;
  isLoggedIn: boolean;
  user: SessionUser | null;
  role: Role | null;
}

function sameView(a: SessionView, b: SessionView): boolean {
  return (
    a.status === b.status && a.isLoggedIn === b.isLoggedIn && a.user === b.user && a.role === b.role
  );
}

/** What components show of the session; re-renders only when one of these fields changes. */
export function useSession(): SessionView {
  const actor = useSessionActor();
  return useSelector(
    actor,
    (snapshot) => ({
      status: String(snapshot.value),
      isLoggedIn: hasSessionToken(snapshot.context),
      user: snapshot.context.user,
      role: snapshot.context.role,
    }),
    sameView,
  );
}
