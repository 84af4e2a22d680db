import { createFileRoute } from '@tanstack/react-router';
import { PlanCard } from '../features/invitations/components/plan-card';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { UserCentreRoute } from '../features/user-centre/components/user-centre-page';
import { loadCentre, pageDeps, parsePageSearch } from './-components/centre-loaders';
import { INVITATION_MESSAGES, requireMessages } from './-components/require-messages';

export const Route = createFileRoute('/student/')({
  validateSearch: parsePageSearch,
  beforeLoad: ({ context }) => requireRole(context.session, 'student'),
  loaderDeps: pageDeps,
  loader: async (args) => {
    await Promise.all([loadCentre(args), requireMessages(args.context, INVITATION_MESSAGES)]);
  },
  component: () => (
    <UserCentreRoute role="student">
      <PlanCard />
    </UserCentreRoute>
  ),
  errorComponent: CentreError,
});
