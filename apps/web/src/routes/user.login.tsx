import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/login/components/login-page';
import { parseLoginSearch } from './-components/sign-in-search';
import { requireLoggedOut } from '../features/session/require-logged-out';

export const Route = createFileRoute('/user/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  component: LoginRoute,
});

function LoginRoute() {
  const { email, identity, redirect } = Route.useSearch();
  return <LoginPage initialEmail={email} initialIdentity={identity} redirect={redirect} />;
}
