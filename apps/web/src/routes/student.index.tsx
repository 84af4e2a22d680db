import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { UserCentreRoute } from '../features/user-centre/components/user-centre-page';
import { loadCentre, pageDeps, parsePageSearch } from './-components/centre-loaders';

export const Route = createFileRoute('/student/')({
  validateSearch: parsePageSearch,
  beforeLoad: ({ context }) => requireRole(context.session, 'student'),
  loaderDeps: pageDeps,
  loader: loadCentre,
  component: () => <UserCentreRoute role="student" />,
  errorComponent: CentreError,
});
