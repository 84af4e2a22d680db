import { createFileRoute } from '@tanstack/react-router';
import { TeachersPage } from '../features/school-admin/components/teachers-page';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { ADMIN_MESSAGES, requireMessages } from './-components/require-messages';

export const Route = createFileRoute('/manager/teachers')({
  beforeLoad: ({ context }) => requireRole(context.session, 'manager'),
  loader: ({ context }) => requireMessages(context, ADMIN_MESSAGES),
  component: TeachersPage,
  errorComponent: CentreError,
});
