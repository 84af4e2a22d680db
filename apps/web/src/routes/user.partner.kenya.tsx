import { createFileRoute } from '@tanstack/react-router';
import { postKenyaLogin } from '../features/external-login/api/external-login-api';
import { ExternalSignInPage } from '../features/external-login/components/external-sign-in-page';
import { requireLoggedOut } from '../features/session/require-logged-out';

/** `?assertion=`: the partner's signed assertion (the server checks it). */
function parseAssertionSearch(search: Record<string, unknown>): { assertion?: string } {
  const { assertion } = search;
  return typeof assertion === 'string' && assertion !== '' ? { assertion } : {};
}

export const Route = createFileRoute('/user/partner/kenya')({
  validateSearch: parseAssertionSearch,
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  component: KenyaLoginRoute,
});

function KenyaLoginRoute() {
  const { assertion } = Route.useSearch();
  return <ExternalSignInPage credential={assertion ?? null} exchange={postKenyaLogin} />;
}
