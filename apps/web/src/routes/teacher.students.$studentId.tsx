import { createFileRoute } from '@tanstack/react-router';
import { StudentProfilePage } from '../features/school-admin/components/student-profile-page';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { parseAdminId } from './-components/admin-params';
import { ADMIN_MESSAGES, requireMessages } from './-components/require-messages';

export const Route = createFileRoute('/teacher/students/$studentId')({
  params: { parse: ({ studentId }) => ({ studentId: parseAdminId(studentId) }) },
  beforeLoad: ({ context }) => requireRole(context.session, 'teacher'),
  loader: ({ context }) => requireMessages(context, ADMIN_MESSAGES),
  component: TeacherStudentPage,
  errorComponent: CentreError,
});

function TeacherStudentPage() {
  const { studentId } = Route.useParams();
  return <StudentProfilePage role="teacher" studentId={studentId} />;
}
