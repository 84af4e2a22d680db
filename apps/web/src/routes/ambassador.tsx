import { createFileRoute } from '@tanstack/react-router';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { AmbassadorPage } from '../features/site-pages/components/partner-pages';
import { siteLoaders } from './-components/site-loaders';

export const Route = createFileRoute('/ambassador')({
  loader: async ({ context }) => {
    const { loadStaticPage, SITE_FORM_PAGE_MESSAGES } = await siteLoaders();
    return loadStaticPage('ambassador', SITE_FORM_PAGE_MESSAGES)({ context });
  },
  component: AmbassadorPage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
