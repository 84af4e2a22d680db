import { createFileRoute } from '@tanstack/react-router';
import { parseEmailSearch } from './-components/email-search';
import { ForgotPasswordPage } from '../features/password-reset/components/forgot-password-page';
import { requireLoggedOut } from '../features/session/require-logged-out';

export const Route = createFileRoute('/user/forgot-password')({
  validateSearch: parseEmailSearch,
  beforeLoad: ({ context }) => requireLoggedOut(context.session),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { email } = Route.useSearch();
  return <ForgotPasswordPage initialEmail={email} />;
}
