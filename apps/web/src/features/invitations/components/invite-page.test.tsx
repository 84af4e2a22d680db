// @vitest-environment happy-dom
import type { AcceptInvitationAnswer, Envelope, InvitationView, Role } from '@atelier/contracts';
import { catalogs } from '@atelier/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { createToastStore } from '../../../ui/toast/toast-store';
import { ToastStoreContext } from '../../../ui/toast/use-toasts';
import { createSessionActor } from '../../session/session-actor';
import { SessionActorContext } from '../../session/session-context';
import { SESSION_STORAGE_KEY } from '../../session/session-storage';
import { rememberJoinIntent } from '../join-intent';
import { InvitePage } from './invite-page';

// The page's links and navigation, without a router: a link is an anchor with its search.
const router = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({
    to,
    href,
    search,
    children,
    className,
    onClick,
  }: {
    to?: string;
    href?: string;
    search?: Record<string, string>;
    children: ReactNode;
    className?: string;
    onClick?: () => void;
  }) => (
    <a
      href={`${to ?? href ?? ''}${search ? `?${new URLSearchParams(search).toString()}` : ''}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onClick?.();
      }}
    >
      {children}
    </a>
  ),
  useNavigate: () => router.navigate,
}));

const TOKEN = 'tok-1';

function buildInvitation(overrides: Partial<InvitationView> = {}): InvitationView {
  return {
    kind: 'class-link',
    schoolName: 'Maple Grove International School',
    className: 'Pandas',
    email: null,
    state: 'usable',
    role: 'student',
    ...overrides,
  };
}

function envelope<T>(data: T, code = 200, message = ''): Envelope<T> {
  return { code, message, data };
}

interface Setup {
  invitation: InvitationView;
  /** The accept call's answer. */
  accept?: Envelope<AcceptInvitationAnswer | null>;
  role?: Role | null;
  email?: string;
}

/** The join page over the real API client with a fake fetch, the real session machine. */
function renderPage({ invitation, accept, role = null, email = 'mia@family.test' }: Setup) {
  const calls: { method: string; path: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path });
    const body =
      method === 'GET'
        ? envelope(invitation)
        : (accept ?? envelope({ schoolId: 's-1', classId: 'c-1', role: 'student' }));
    return new Response(JSON.stringify(body), { status: body.code });
  });
  const stored = role
    ? {
        user: { id: 'u-1', email, firstName: 'Mia', lastName: 'Durand', avatar: null, role },
        tokenName: 'x-atelier-token',
        tokenValue: 'token-1',
        role,
      }
    : {};
  const storage = { getItem: () => JSON.stringify(stored), setItem: () => undefined };
  const session = createSessionActor({
    storage: {
      ...storage,
      getItem: (key) => (key === SESSION_STORAGE_KEY ? storage.getItem() : null),
    },
    navigate: () => undefined,
    leaveTo: () => undefined,
    showAlert: () => undefined,
  });
  const apiToasts: string[] = [];
  configureApiClient({
    fetch,
    getSession: () => session.getSnapshot().context,
    getLocale: () => 'en',
    dispatchSession: (event) => session.send(event),
    showToast: (message) => apiToasts.push(message),
    genericErrorMessage: () => 'Error',
  });
  const toasts = createToastStore();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" messages={catalogs.en}>
          <SessionActorContext value={session}>
            <ToastStoreContext value={toasts}>
              <Suspense fallback={<p>Loading</p>}>
                <InvitePage token={TOKEN} />
              </Suspense>
            </ToastStoreContext>
          </SessionActorContext>
        </IntlProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const accepts = () => calls.filter((call) => call.path === `/atelier/invite/${TOKEN}/accept`);
  const shownToasts = () => toasts.getSnapshot().map((toast) => toast.message);
  return { accepts, shownToasts, apiToasts };
}

describe('InvitePage', () => {
  beforeEach(() => {
    router.navigate.mockReset();
    window.sessionStorage.clear();
  });
  afterEach(cleanup);

  it('an expired link says so, with the school and class, and offers no way to join', async () => {
    renderPage({ invitation: buildInvitation({ state: 'expired' }) });

    expect(
      await screen.findByText('The link has expired: this invite link is no longer valid.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'This invitation can no longer be used' }),
    ).toBeTruthy();
    expect(screen.getByText('Pandas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in to join' })).toBeNull();
  });

  it('a logged-out visitor logs in or registers as the invited role, and comes back', async () => {
    renderPage({
      invitation: buildInvitation({ kind: 'student-email', email: 'mia@family.test' }),
    });

    const logIn = await screen.findByRole('link', { name: 'Log in to join' });
    const register = screen.getByRole('link', { name: 'Create an account' });
    const expected = new URLSearchParams({
      identity: 'student',
      redirect: `/invite/${TOKEN}`,
      email: 'mia@family.test',
    }).toString();
    expect(logIn.getAttribute('href')).toBe(`/user/login?${expected}`);
    expect(register.getAttribute('href')).toBe(`/user/register?${expected}`);
    expect(screen.getByRole('heading', { name: 'Join the class Pandas' })).toBeTruthy();
  });

  it('the invited kind of account joins with a click, then goes to its centre', async () => {
    const user = userEvent.setup();
    const { accepts, shownToasts } = renderPage({ invitation: buildInvitation(), role: 'student' });

    await user.click(await screen.findByRole('button', { name: 'Join Pandas' }));

    await waitFor(() => expect(router.navigate).toHaveBeenCalledWith({ href: '/student' }));
    expect(accepts()).toHaveLength(1);
    expect(shownToasts()).toEqual(['Welcome! You have joined the class Pandas.']);
  });

  it('opening the page while logged in never joins without a click', async () => {
    const { accepts } = renderPage({ invitation: buildInvitation(), role: 'student' });
    await screen.findByRole('button', { name: 'Join Pandas' });
    expect(accepts()).toHaveLength(0);
  });

  it('back from "Log in to join", it joins by itself, once', async () => {
    rememberJoinIntent(TOKEN);
    const { accepts } = renderPage({ invitation: buildInvitation(), role: 'student' });

    await waitFor(() => expect(router.navigate).toHaveBeenCalledWith({ href: '/student' }));
    expect(accepts()).toHaveLength(1);
  });

  it('a refusal is stated on the page, in the server’s words, without a toast', async () => {
    const user = userEvent.setup();
    const refusal =
      'This account belongs to another school. Please contact your school administrator.';
    const { apiToasts, shownToasts } = renderPage({
      invitation: buildInvitation(),
      role: 'student',
      accept: envelope(null, 403, refusal),
    });

    await user.click(await screen.findByRole('button', { name: 'Join Pandas' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
    expect(router.navigate).not.toHaveBeenCalled();
    expect(apiToasts).toEqual([]);
    expect(shownToasts()).toEqual([]);
  });

  it('another kind of account is told the invitation is not for it', async () => {
    const { accepts } = renderPage({ invitation: buildInvitation(), role: 'teacher' });

    expect(await screen.findByText('This invitation is for another kind of account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    expect(accepts()).toHaveLength(0);
  });

  it('a teacher’s invitation joins the school', async () => {
    const user = userEvent.setup();
    const { shownToasts } = renderPage({
      invitation: buildInvitation({ kind: 'teacher', role: 'teacher', className: null }),
      role: 'teacher',
      accept: envelope({ schoolId: 's-1', classId: null, role: 'teacher' }),
    });

    await user.click(
      await screen.findByRole('button', { name: 'Join Maple Grove International School' }),
    );

    await waitFor(() => expect(router.navigate).toHaveBeenCalledWith({ href: '/teacher' }));
    expect(shownToasts()).toEqual(['Welcome! You have joined Maple Grove International School.']);
  });
});
