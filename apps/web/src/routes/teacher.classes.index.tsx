import { createFileRoute } from '@tanstack/react-router';
import { ClassesPage } from '../features/school-admin/components/classes-page';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { ADMIN_MESSAGES, requireMessages } from './-components/require-messages';

export const Route = createFileRoute('/teacher/classes/')({
  beforeLoad: ({ context }) => requireRole(context.session, 'teacher'),
  loader: ({ context }) => requireMessages(context, ADMIN_MESSAGES),
  component: () => <ClassesPage role="teacher" />,
  errorComponent: CentreError,
});
