import type { ReactNode } from 'react';
import type { SessionActor } from '../session-actor';
import { SessionActorContext } from '../session-context';

/** Makes the app's one session actor (created at startup) available to useSession() and friends. */
export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionActorContext value={actor}>{children}</SessionActorContext>;
}
