import { createFileRoute } from '@tanstack/react-router';
import { AboutArticlePage, ContentNotFound } from '../features/site-pages/components/article-page';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

/** An about article; the spec's `/about/#/{url}` is rewritten to this path (app/hash-url.ts). */
export const Route = createFileRoute('/about/$url')({
  loader: async ({ context, params }) => {
    const { loadArticle } = await siteLoaders();
    return loadArticle('url', params.url, 'about')({ context });
  },
  component: AboutArticlePage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
  notFoundComponent: () => <ContentNotFound />,
});
