import { createFileRoute } from '@tanstack/react-router';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { CooperationPage } from '../features/site-pages/components/partner-pages';
import { siteLoaders } from './-components/site-loaders';

export const Route = createFileRoute('/cooperation')({
  loader: async ({ context }) => {
    const { loadCases, SITE_FORM_PAGE_MESSAGES } = await siteLoaders();
    return loadCases('cooperation', 'cooperation', SITE_FORM_PAGE_MESSAGES)({ context });
  },
  component: CooperationPage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
