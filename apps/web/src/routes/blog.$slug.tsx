import { createFileRoute } from '@tanstack/react-router';
import { ContentNotFound } from '../features/site-pages/components/article-page';
import { BlogPostPage } from '../features/site-pages/components/blog-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    const { loadBlogPost } = await siteLoaders();
    return loadBlogPost({ context, slug: params.slug });
  },
  component: BlogPostPage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
  notFoundComponent: () => <ContentNotFound titleId="sitePages.blog.notFound.title" />,
});
