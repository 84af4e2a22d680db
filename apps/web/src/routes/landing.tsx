import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/site-pages/components/landing-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

/** The landing page: the course in short, with registration and payment entry. */
export const Route = createFileRoute('/landing')({
  loader: async ({ context }) => {
    const { loadStaticPage } = await siteLoaders();
    return loadStaticPage(null)({ context });
  },
  component: LandingPage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
