import { profileQueryOptions } from '../../features/account/api/profile-queries';
import { messageListQueryOptions } from '../../features/user-centre/api/message-queries';
import type { RouterContext } from '../../app/router-context';

/*
 * Loaders of the user centres and account pages. Both load the profile (`GET validate`), so
 * opening either checks the session (a 401 runs spec section 8's flow); a cached profile shows
 * at once and is refreshed behind it. Route loaders are part of the first load: keep them small.
 */

function sessionUserId(context: RouterContext): string {
  return context.session.getSnapshot().context.user?.id ?? '';
}

export async function loadAccount({ context }: { context: RouterContext }) {
  await context.queryClient.ensureQueryData({
    ...profileQueryOptions(sessionUserId(context)),
    revalidateIfStale: true,
  });
}

/** The profile and the requested page of messages. */
export async function loadCentre({
  context,
  deps,
}: {
  context: RouterContext;
  deps: { page: number };
}) {
  const userId = sessionUserId(context);
  await Promise.all([
    loadAccount({ context }),
    context.queryClient.ensureQueryData(
      messageListQueryOptions(userId, context.locale.get(), deps.page),
    ),
  ]);
}

/** `?page=` of a centre's message list: a positive whole number, 1 when absent or malformed. */
export function parsePageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

/** A centre loader's dependencies: the page of messages, 1 when absent. */
export function pageDeps({ search }: { search: { page?: number } }): { page: number } {
  return { page: search.page ?? 1 };
}
