import { ApiPaths } from '@atelier/contracts';
import { useCallback } from 'react';
import { apiPost } from '../../../api/client';
import { useSessionActor } from './use-session';

/**
 * LOGOUT, then the server's logout call, then LOGOUT_DONE whatever the answer (a failed call has
 * already shown its toast): the machine clears the session and leaves for the login page or the
 * partner's domain.
 */
export function useLogout(): () => Promise<void> {
  const actor = useSessionActor();
  return useCallback(async () => {
    actor.send({ type: 'LOGOUT' });
    try {
      await apiPost(ApiPaths.logout);
    } catch {
      // Section 8 handling already ran in the client; the session ends regardless.
    } finally {
      actor.send({ type: 'LOGOUT_DONE' });
    }
  }, [actor]);
}
