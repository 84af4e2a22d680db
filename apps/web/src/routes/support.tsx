import { createFileRoute } from '@tanstack/react-router';
import { SupportInboxPage } from '../features/live-chat/components/support-inbox-page';
import { requireRole } from '../features/session/require-role';
import { requireMessages } from './-components/require-messages';

/** `?conversation=<id>` opens a thread (the team's mail links here). Hand-written: no zod. */
function parseSupportSearch(search: Record<string, unknown>): { conversation?: string } {
  const raw = search.conversation;
  return typeof raw === 'string' && raw.length > 0 && raw.length <= 64 ? { conversation: raw } : {};
}

/**
 * The support inbox of the live chat. Staff are managers (the guard); the API answers 403 to a
 * manager who is not staff, and the client's section-8 flow takes over.
 */
export const Route = createFileRoute('/support')({
  validateSearch: parseSupportSearch,
  beforeLoad: ({ context }) => requireRole(context.session, 'manager'),
  loader: ({ context }) => requireMessages(context, ['live-chat']),
  component: SupportRoute,
});

function SupportRoute() {
  const { conversation } = Route.useSearch();
  return <SupportInboxPage conversationId={conversation ?? null} />;
}
