import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/registration/components/register-page';
import { requireLoggedOut } from '../features/session/require-logged-out';
import { parseRegisterSearch } from './-components/sign-in-search';

export const Route = createFileRoute('/user/register')({
  validateSearch: parseRegisterSearch,
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { email, identity, redirect } = Route.useSearch();
  return <RegisterPage initialEmail={email} initialRole={identity} redirect={redirect} />;
}
