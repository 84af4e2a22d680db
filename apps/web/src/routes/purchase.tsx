import { createFileRoute } from '@tanstack/react-router';
import { PurchasePage } from '../features/site-pages/components/offer-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

export const Route = createFileRoute('/purchase')({
  loader: async ({ context }) => {
    const { loadStaticPage } = await siteLoaders();
    return loadStaticPage('purchase')({ context });
  },
  component: PurchasePage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
