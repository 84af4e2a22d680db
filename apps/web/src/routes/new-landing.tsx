import { createFileRoute } from '@tanstack/react-router';
import { NewLandingPage } from '../features/site-pages/components/landing-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

/** The new landing page with the demo request form. */
export const Route = createFileRoute('/new-landing')({
  loader: async ({ context }) => {
    const { loadStaticPage, SITE_FORM_PAGE_MESSAGES } = await siteLoaders();
    return loadStaticPage(null, SITE_FORM_PAGE_MESSAGES)({ context });
  },
  component: NewLandingPage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
