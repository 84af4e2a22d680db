import { createFileRoute } from '@tanstack/react-router';
import { HomeError } from '../features/home/components/home-error';
import { HomePage } from '../features/home/components/home-page';
import { HomeSkeleton } from '../features/home/components/home-skeleton';
import { loadHome } from './-components/load-home';

export const Route = createFileRoute('/')({
  loader: loadHome,
  component: HomePage,
  pendingComponent: HomeSkeleton,
  errorComponent: HomeError,
});
