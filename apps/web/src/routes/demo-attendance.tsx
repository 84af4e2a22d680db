import { createFileRoute } from '@tanstack/react-router';
import { DemoAttendancePage } from '../features/site-pages/components/landing-pages';
import { PageError, PageSkeleton } from '../features/site-pages/components/page-states';
import { siteLoaders } from './-components/site-loaders';

/** The demo-attendance page in English, whatever the interface language. */
export const Route = createFileRoute('/demo-attendance')({
  loader: async ({ context }) => {
    const { loadFixedLanguagePage } = await siteLoaders();
    return loadFixedLanguagePage('en')({ context });
  },
  component: () => <DemoAttendancePage locale="en" />,
  pendingComponent: PageSkeleton,
  errorComponent: PageError,
});
