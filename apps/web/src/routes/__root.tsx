import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { RouterContext } from '../app/router-context';
import { NotFoundPage } from '../features/site-layout/components/not-found-page';
import { SiteFooter } from '../features/site-layout/components/site-footer';
import { SiteHeader } from '../features/site-layout/components/site-header';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const intl = useIntl();
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'common.skipToContent' })}
      </a>
      <span id="page-top" tabIndex={-1} />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
