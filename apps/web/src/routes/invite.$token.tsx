import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { invitationQueryOptions } from '../features/invitations/api/invitation-api';
import { InvitePage } from '../features/invitations/components/invite-page';
import styles from '../features/invitations/components/invitations.module.css';
import { RetryError } from '../ui/retry-error';
import { INVITATION_MESSAGES, requireMessages } from './-components/require-messages';

/**
 * The join page of an invitation (INVITE_PAGE_PATH of the contracts): public, since a new
 * student arrives here before having an account. The invitation is loaded before the page shows.
 */
export const Route = createFileRoute('/invite/$token')({
  loader: async ({ context, params }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(invitationQueryOptions(params.token)),
      requireMessages(context, INVITATION_MESSAGES),
    ]);
  },
  component: InviteRoute,
  errorComponent: InviteError,
});

function InviteRoute() {
  const { token } = Route.useParams();
  return <InvitePage token={token} />;
}

function InviteError({ reset }: ErrorComponentProps) {
  return (
    <RetryError
      reset={reset}
      classNames={{ root: `page ${styles.errorPage}`, title: styles.panelTitle }}
    />
  );
}
