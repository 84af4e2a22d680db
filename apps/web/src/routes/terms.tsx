import { createFileRoute } from '@tanstack/react-router';
import { ContentNotFound, LegalPage } from '../features/site-pages/components/article-page';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

export const Route = createFileRoute('/terms')({
  loader: async ({ context }) => {
    const { loadArticle } = await siteLoaders();
    return loadArticle('id', 'terms', 'legal')({ context });
  },
  component: () => <LegalPage id="terms" />,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
  notFoundComponent: () => <ContentNotFound />,
});
