import { createFileRoute } from '@tanstack/react-router';
import { PlanCard } from '../features/invitations/components/plan-card';
import { SupportInboxLink } from '../features/live-chat/components/support-inbox-link';
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
    await Promise.all([
      loadCentre(args),
      requireMessages(args.context, [...ADMIN_MESSAGES, 'live-chat']),
    ]);
  },
  component: () => (
    <UserCentreRoute role="manager">
      <SupportInboxLink />
      <SchoolAdminHub role="manager" />
      <PlanCard />
    </UserCentreRoute>
  ),
  errorComponent: CentreError,
});
