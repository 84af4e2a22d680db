import { createFileRoute } from '@tanstack/react-router';
import { PlanCard } from '../features/invitations/components/plan-card';
import { supportMeQueryOptions } from '../features/live-chat/api/chat-api';
import { ManagerCentrePanels } from '../features/live-chat/components/manager-centre-panels';
import { SchoolAdminHub } from '../features/school-admin/components/school-admin-hub';
import { requireRole } from '../features/session/require-role';
import { CentreError } from '../features/user-centre/components/centre-error';
import { UserCentreRoute } from '../features/user-centre/components/user-centre-page';
import { loadCentre, pageDeps, parsePageSearch } from './-components/centre-loaders';
import { ADMIN_MESSAGES, requireMessages } from './-components/require-messages';

export const Route = createFileRoute('/manager/')({
  validateSearch: parsePageSearch,
  beforeLoad: ({ context }) => requireRole(context.session, 'manager'),
  loaderDeps: pageDeps,
  loader: async (args) => {
    const userId = args.context.session.getSnapshot().context.user?.id ?? '';
    await Promise.all([
      loadCentre(args),
      requireMessages(args.context, [...ADMIN_MESSAGES, 'live-chat']),
      args.context.queryClient.ensureQueryData(supportMeQueryOptions(userId)),
    ]);
  },
  component: () => (
    <UserCentreRoute role="manager">
      <ManagerCentrePanels
        schoolPanels={
          <>
            <SchoolAdminHub role="manager" />
            <PlanCard />
          </>
        }
      />
    </UserCentreRoute>
  ),
  errorComponent: CentreError,
});
