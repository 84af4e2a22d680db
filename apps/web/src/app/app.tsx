import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { CatalogLoader } from '../features/i18n/catalog-loader';
import { LocaleProvider } from '../features/i18n/components/locale-provider';
import type { LocaleStore } from '../features/i18n/locale-store';
import { SessionProvider } from '../features/session/components/session-provider';
import type { SessionActor } from '../features/session/session-actor';
import { AlertLayer } from '../ui/alert-dialog/alert-layer';
import type { AlertStore } from '../ui/alert-dialog/alert-store';
import { ToastRegion } from '../ui/toast/toast-region';
import type { ToastStore } from '../ui/toast/toast-store';
import { ToastStoreContext } from '../ui/toast/use-toasts';
import type { createAppRouter } from './create-router';

export interface AppServices {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  session: SessionActor;
  locale: LocaleStore;
  catalogs: CatalogLoader;
  toasts: ToastStore;
  alerts: AlertStore;
}

export function App({ services }: { services: AppServices }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <LocaleProvider store={services.locale} catalogs={services.catalogs}>
        <SessionProvider actor={services.session}>
          <ToastStoreContext value={services.toasts}>
            <AlertLayer store={services.alerts}>
              <RouterProvider router={services.router} />
            </AlertLayer>
          </ToastStoreContext>
          <ToastRegion store={services.toasts} />
        </SessionProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
