import { ApiPaths, type Role, type SessionGrant, type SocialLoginStart } from '@atelier/contracts';
import { apiPost } from '../../../api/client';

/** `POST /atelier/external/auth/kenya/login`: the partner's signed assertion for a session grant. */
export function postKenyaLogin(assertion: string): Promise<SessionGrant> {
  return apiPost<SessionGrant>(ApiPaths.kenyaLogin, { assertion });
}

/** Where the identity provider sends the browser back (`step: callback` repeats it). */
export function socialRedirectUri(origin: string): string {
  return `${origin}/user/social-callback`;
}

/**
 * `social-login` step `start`: the provider's authorization URL. `quiet`: the login page asks
 * once, silently, whether social login is configured (a server without it answers 503
 * providerUnavailable, and the button then stays hidden).
 */
export function postSocialLoginStart(
  redirectUri: string,
  identity: Role | null,
  options: { quiet?: boolean } = {},
): Promise<SocialLoginStart> {
  return apiPost<SocialLoginStart>(
    ApiPaths.socialLogin,
    { step: 'start', redirectUri, identity },
    options,
  );
}

export interface SocialCallback {
  code: string;
  state: string;
  iss?: string;
}

/** `social-login` step `callback`: the provider's answer, exchanged by the server for a grant. */
export function postSocialLoginCallback(
  callback: SocialCallback,
  redirectUri: string,
): Promise<SessionGrant> {
  return apiPost<SessionGrant>(ApiPaths.socialLogin, {
    step: 'callback',
    ...callback,
    redirectUri,
  });
}
