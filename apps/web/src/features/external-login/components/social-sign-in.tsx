import type { Role } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { postSocialLoginStart, socialRedirectUri } from '../api/external-login-api';
import styles from './social-sign-in.module.css';

/**
 * Whether the server has an OpenID Connect provider: asked once per page load, quietly (a server
 * without one answers 503 providerUnavailable; that is an answer, not an error to show).
 */
function useSocialLoginAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['social-login', 'available'],
    queryFn: () =>
      postSocialLoginStart(socialRedirectUri(window.location.origin), null, { quiet: true }).then(
        () => true,
        () => false,
      ),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data === true;
}

/**
 * "Sign in with single sign-on" (spec section 7's social-login): starts the provider's sign-in
 * for the chosen identity (the role a new account gets) and leaves for the provider's page.
 * Hidden when the server has no provider configured.
 */
export function SocialSignIn({ identity }: { identity: Role }) {
  const intl = useIntl();
  const available = useSocialLoginAvailable();
  const [starting, setStarting] = useState(false);
  if (!available) return null;

  const start = async () => {
    if (starting) return;
    setStarting(true);
    try {
      const { authorizationUrl } = await postSocialLoginStart(
        socialRedirectUri(window.location.origin),
        identity,
      );
      window.location.assign(authorizationUrl);
    } catch {
      // The API client has shown the server's message.
      setStarting(false);
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{intl.formatMessage({ id: 'login.social.divider' })}</span>
      </p>
      <button
        type="button"
        className="button button--ghost button--large"
        aria-disabled={starting}
        onClick={() => void start()}
      >
        {intl.formatMessage({ id: starting ? 'login.social.starting' : 'login.social.button' })}
      </button>
    </div>
  );
}
