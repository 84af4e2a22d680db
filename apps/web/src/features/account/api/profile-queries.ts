import { ApiPaths, type Profile } from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

export const accountKeys = {
  all: ['account'] as const,
  /** Per user, so a cached profile never shows under another session. */
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
};

/**
 * `GET /atelier/user/validate`: the logged-in user's profile; a 401 when the session is gone
 * (the API client then runs spec section 8's session-ended flow). Always revalidated on use, so
 * opening a centre or account page checks the session.
 */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: () => apiGet<Profile>(ApiPaths.validate),
    staleTime: 0,
  });
}
