import { createFileRoute } from '@tanstack/react-router';
import { StudentProfilePage } from '../features/school-admin/components/student-profile-page';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { parseAdminId } from './-components/admin-params';
import { ADMIN_MESSAGES, requireMessages } from './-components/require-messages';

export const Route = createFileRoute('/manager/students/$studentId')({
  params: { parse: ({ studentId }) => ({ studentId: parseAdminId(studentId) }) },
  beforeLoad: ({ context }) => requireRole(context.session, 'manager'),
  loader: ({ context }) => requireMessages(context, ADMIN_MESSAGES),
  component: ManagerStudentPage,
  errorComponent: CentreError,
});

function ManagerStudentPage() {
  const { studentId } = Route.useParams();
  return <StudentProfilePage role="manager" studentId={studentId} />;
}
