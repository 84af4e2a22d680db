import { createFileRoute } from '@tanstack/react-router';
import { UserCentrePage } from '../features/user-centre/components/user-centre-page';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { loadCentre, parsePageSearch } from './-components/centre-loaders';

export const Route = createFileRoute('/manager/')({
  validateSearch: parsePageSearch,
  beforeLoad: ({ context }) => requireRole(context.session, 'manager'),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: loadCentre,
  component: CentreRoute,
  errorComponent: CentreError,
});

function CentreRoute() {
  const { page = 1 } = Route.useSearch();
  return <UserCentrePage role="manager" page={page} />;
}
