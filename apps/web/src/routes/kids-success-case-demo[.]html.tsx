import { createFileRoute } from '@tanstack/react-router';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { CasesPage } from '../features/site-pages/components/partner-pages';
import { siteLoaders } from './-components/site-loaders';

/**
 * `/{product}-success-case-demo.html` with the product slug of the contracts (PRODUCT.slug,
 * SITE_PAGE_PATHS.cases; a test checks they agree). `[.]` escapes the dot in the file name.
 */
export const Route = createFileRoute('/kids-success-case-demo.html')({
  loader: async ({ context }) => {
    const { loadCases } = await siteLoaders();
    return loadCases('customer', 'cases')({ context });
  },
  component: CasesPage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
