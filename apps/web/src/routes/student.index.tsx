import { createFileRoute } from '@tanstack/react-router';
import { UserCentrePage } from '../features/user-centre/components/user-centre-page';
import { requireRole } from '../features/session/require-role';

export const Route = createFileRoute('/student/')({
  beforeLoad: ({ context }) => requireRole(context.session, 'student'),
  component: () => <UserCentrePage section="home" />,
});
