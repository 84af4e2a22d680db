import { createFileRoute } from '@tanstack/react-router';
import { ClassDetailPage } from '../features/school-admin/components/class-detail-page';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { parseAdminId } from './-components/admin-params';
import { ADMIN_MESSAGES, requireMessages } from './-components/require-messages';

export const Route = createFileRoute('/teacher/classes/$classId')({
  params: { parse: ({ classId }) => ({ classId: parseAdminId(classId) }) },
  beforeLoad: ({ context }) => requireRole(context.session, 'teacher'),
  loader: ({ context }) => requireMessages(context, ADMIN_MESSAGES),
  component: TeacherClassPage,
  errorComponent: CentreError,
});

function TeacherClassPage() {
  const { classId } = Route.useParams();
  return <ClassDetailPage role="teacher" classId={classId} />;
}
