import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/account-page';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { loadAccount } from './-components/centre-loaders';

export const Route = createFileRoute('/teacher/account')({
  beforeLoad: ({ context }) => requireRole(context.session, 'teacher'),
  loader: loadAccount,
  component: () => <AccountPage role="teacher" />,
  errorComponent: CentreError,
});
