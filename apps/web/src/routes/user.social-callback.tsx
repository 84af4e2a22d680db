import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  postSocialLoginCallback,
  socialRedirectUri,
} from '../features/external-login/api/external-login-api';
import { ExternalSignInPage } from '../features/external-login/components/external-sign-in-page';
import { requireLoggedOut } from '../features/session/require-logged-out';

interface CallbackSearch {
  code?: string;
  state?: string;
  iss?: string;
}

/** The provider's redirect: `code` and `state` (and `iss`, RFC 9207), or `error` on refusal. */
function parseCallbackSearch(search: Record<string, unknown>): CallbackSearch {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return { code: text(search.code), state: text(search.state), iss: text(search.iss) };
}

export const Route = createFileRoute('/user/social-callback')({
  validateSearch: parseCallbackSearch,
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  component: SocialCallbackRoute,
});

function SocialCallbackRoute() {
  const { code, state, iss } = Route.useSearch();
  const exchange = useCallback(
    (credential: string) =>
      postSocialLoginCallback(
        { code: credential, state: state ?? '', ...(iss ? { iss } : {}) },
        socialRedirectUri(window.location.origin),
      ),
    [state, iss],
  );
  return <ExternalSignInPage credential={code && state ? code : null} exchange={exchange} />;
}
