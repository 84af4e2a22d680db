import type { Profile, SessionUser } from '@atelier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../session/hooks/use-session';
import { accountKeys } from '../api/profile-queries';

/**
 * The session's user, with the names and avatar of the profile when the profile is in the query
 * cache (loaded by a centre or account page, or just saved): the header shows an uploaded avatar
 * at once. It only reads the cache, never fetches: the header must not call the API on every
 * page, and watching the cache directly keeps TanStack Query's observer out of the first load.
 */
export function useDisplayedUser(): SessionUser | null {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? '';
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const profile = useSyncExternalStore(subscribe, () =>
    queryClient.getQueryData<Profile>(accountKeys.profile(userId)),
  );
  if (!user) return null;
  if (!profile || profile.id !== user.id) return user;
  return {
    ...user,
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatar: profile.avatar,
  };
}
