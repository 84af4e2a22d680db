import { createFileRoute } from '@tanstack/react-router';
import { OnlineCoursePage } from '../features/site-pages/components/offer-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

export const Route = createFileRoute('/online-chinese-learning-class')({
  loader: async ({ context }) => {
    const { loadOnlineCourse } = await siteLoaders();
    return loadOnlineCourse('lesson')({ context });
  },
  component: OnlineCoursePage,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
