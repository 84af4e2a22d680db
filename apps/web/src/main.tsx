import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/client';
import { App } from './app/app';
import { createAppRouter } from './app/create-router';
import { normaliseLocation } from './app/hash-url';
import { createCatalogLoader } from './features/i18n/catalog-loader';
import { createLocaleStore } from './features/i18n/locale-store';
import { createSessionActor } from './features/session/session-actor';
import './styles/global.css';
import { createAlertStore } from './ui/alert-dialog/alert-store';
import { createToastStore } from './ui/toast/toast-store';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Spec URLs such as /user/#/login become /user/login before the router reads the address.
normaliseLocation(window.location, (href) =>
  window.history.replaceState(window.history.state, '', href),
);

const storage = browserStorage();
const locale = createLocaleStore(storage);
const catalogs = createCatalogLoader();
const toasts = createToastStore();
const alerts = createAlertStore();
const queryClient = new QueryClient({
  defaultOptions: {
    // Section 8 shows a toast per failed request; retrying would repeat it.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const session = createSessionActor({
  storage,
  navigate: (href) => void router.navigate({ href }),
  leaveTo: (url) => window.location.assign(url),
  showAlert: (message, onConfirm) => alerts.show(message, onConfirm),
});

const router = createAppRouter({ queryClient, session, locale, catalogs });

window.addEventListener('hashchange', () => {
  normaliseLocation(window.location, (href) => router.history.replace(href));
});

configureApiClient({
  getSession: () => session.getSnapshot().context,
  getLocale: locale.get,
  dispatchSession: (event) => session.send(event),
  showToast: (message, durationMs) => toasts.show(message, { durationMs }),
  genericErrorMessage: () =>
    (catalogs.get(locale.get()) ?? catalogs.get('en'))?.['error.generic'] ?? '',
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
// A stored Chinese or French choice renders in that language from the first paint.
await catalogs.load(locale.get());
createRoot(rootElement).render(
  <StrictMode>
    <App services={{ router, queryClient, session, locale, catalogs, toasts, alerts }} />
  </StrictMode>,
);
