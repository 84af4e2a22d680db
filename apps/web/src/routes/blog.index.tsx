import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../features/site-pages/components/blog-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { parseBlogSearch, siteLoaders } from './-components/site-loaders';

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, deps }) => {
    const { loadBlogList } = await siteLoaders();
    return loadBlogList({ context, page: deps.page });
  },
  component: BlogListPage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
