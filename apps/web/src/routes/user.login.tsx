import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/login/components/login-page';
import { parseEmailSearch } from './-components/email-search';
import { requireLoggedOut } from '../features/session/require-logged-out';

export const Route = createFileRoute('/user/login')({
  validateSearch: parseEmailSearch,
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  component: LoginRoute,
});

function LoginRoute() {
  const { email } = Route.useSearch();
  return <LoginPage initialEmail={email} />;
}
