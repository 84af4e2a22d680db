import type { Envelope, Locale } from '@atelier/contracts';
import { catalogs } from '@atelier/i18n';
import type { StoredSession } from '@atelier/machines';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { configureApiClient } from '../../../api/client';
import { ToastStoreContext } from '../../../ui/toast/use-toasts';
import { createToastStore } from '../../../ui/toast/toast-store';
import { createSessionActor } from '../../session/session-actor';
import { SessionActorContext } from '../../session/session-context';
import { SESSION_STORAGE_KEY } from '../../session/session-storage';

/**
 * The real app around a school-admin component, for Testing Library in happy-dom: the API client
 * (over a fake fetch that records requests and answers envelopes), TanStack Query, react-intl over
 * the real catalogs, the session actor (a logged-in manager) and the toast store.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, string>;
}

type Answer = Envelope | ((request: RecordedRequest) => Envelope);

export function buildManagerSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    user: {
      id: 'u-manager-1',
      email: 'helen@school.test',
      firstName: 'Helen',
      lastName: 'Carter',
      avatar: null,
      role: 'manager',
    },
    tokenName: 'x-atelier-token',
    tokenValue: 'manager-token',
    role: 'manager',
    provider: null,
    providerExtra: null,
    ...overrides,
  };
}

export const ok = <T,>(data: T): Envelope<T> => ({ code: 200, message: 'OK', data });

export function renderWithApp(
  ui: ReactNode,
  { locale = 'en', answers = [] }: { locale?: Locale; answers?: Answer[] } = {},
) {
  const requests: RecordedRequest[] = [];
  const queue = [...answers];
  const toasts = createToastStore();
  const stored = new Map([[SESSION_STORAGE_KEY, JSON.stringify(buildManagerSession())]]);
  const session = createSessionActor({
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    navigate: () => undefined,
    leaveTo: () => undefined,
    showAlert: () => undefined,
  });
  configureApiClient({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://app.test');
      const request: RecordedRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
      };
      requests.push(request);
      const next = queue.shift();
      if (!next) throw new Error(`No answer queued for ${request.method} ${request.path}`);
      const envelope = typeof next === 'function' ? next(request) : next;
      return new Response(JSON.stringify(envelope), {
        status: envelope.code,
        headers: { 'Content-Type': 'application/json' },
      });
    },
    getSession: () => session.getSnapshot().context,
    getLocale: () => locale,
    dispatchSession: () => undefined,
    showToast: (message, durationMs) => toasts.show(message, { durationMs }),
    genericErrorMessage: () => 'Error',
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} defaultLocale="en" messages={catalogs[locale]}>
        <SessionActorContext value={session}>
          <ToastStoreContext value={toasts}>{ui}</ToastStoreContext>
        </SessionActorContext>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { ...view, requests, toasts, queryClient };
}
