import { createFileRoute } from '@tanstack/react-router';
import { ClassDetailPage } from '../features/school-admin/components/class-detail-page';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { parseAdminId } from './-components/admin-params';
import { ADMIN_MESSAGES, requireMessages } from './-components/require-messages';

export const Route = createFileRoute('/manager/classes/$classId')({
  params: { parse: ({ classId }) => ({ classId: parseAdminId(classId) }) },
  beforeLoad: ({ context }) => requireRole(context.session, 'manager'),
  loader: ({ context }) => requireMessages(context, ADMIN_MESSAGES),
  component: ManagerClassPage,
  errorComponent: CentreError,
});

function ManagerClassPage() {
  const { classId } = Route.useParams();
  return <ClassDetailPage role="manager" classId={classId} />;
}
