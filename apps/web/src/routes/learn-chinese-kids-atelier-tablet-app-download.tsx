import { createFileRoute } from '@tanstack/react-router';
import { TabletAppPage } from '../features/site-pages/components/offer-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

/** `/learn-chinese-{product}-atelier-tablet-app-download` (SITE_PAGE_PATHS.tabletApp). */
export const Route = createFileRoute('/learn-chinese-kids-atelier-tablet-app-download')({
  loader: async ({ context }) => {
    const { loadStaticPage } = await siteLoaders();
    return loadStaticPage('tablet-app')({ context });
  },
  component: TabletAppPage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
