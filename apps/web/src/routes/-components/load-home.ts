import type { RouterContext } from '../../app/router-context';
import { bannersQueryOptions, homeDataQueryOptions } from '../../features/home/api/home-queries';

/**
 * Loader shared by `/` and `/index.html`: waits for the home content, and starts the two banner
 * strips without waiting (they show their own skeletons).
 */
export async function loadHome({ context }: { context: RouterContext }) {
  const locale = context.locale.get();
  void context.queryClient.prefetchQuery(bannersQueryOptions(locale, 'home'));
  void context.queryClient.prefetchQuery(bannersQueryOptions(locale, 'other'));
  await context.queryClient.ensureQueryData(homeDataQueryOptions(locale));
}
