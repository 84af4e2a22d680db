import { createFileRoute } from '@tanstack/react-router';
import { DemoAttendancePage } from '../features/site-pages/components/landing-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

/** The demo-attendance page in French, whatever the interface language. */
export const Route = createFileRoute('/fr/demo-attendance')({
  loader: async ({ context }) => {
    const { loadFixedLanguagePage } = await siteLoaders();
    return loadFixedLanguagePage('fr')({ context });
  },
  component: () => <DemoAttendancePage locale="fr" />,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
