import { useSession } from '../../session/hooks/use-session';

/**
 * The tenant of the school administration's cache keys: the logged-in user's id (the server
 * scopes each call to the caller's school). The routes are guarded, so a user is there.
 */
export function useTenant(): string {
  return useSession().user?.id ?? '';
}
