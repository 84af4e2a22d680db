import { createFileRoute } from '@tanstack/react-router';
import { HomeError } from '../features/home/components/home-error';
import { HomePage } from '../features/home/components/home-page';
import { HomeSkeleton } from '../features/home/components/home-skeleton';
import { loadHome } from './-components/load-home';

/** The spec lists /index.html as the home page's address too (section 2). */
export const Route = createFileRoute('/index.html')({
  loader: loadHome,
  component: HomePage,
  pendingComponent: HomeSkeleton,
  errorComponent: HomeError,
});
