// @vitest-environment happy-dom
import type { Envelope, InviteLinkView } from '@atelier/contracts';
import { catalogs } from '@atelier/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { createToastStore } from '../../../ui/toast/toast-store';
import { ToastStoreContext } from '../../../ui/toast/use-toasts';
import { createSessionActor } from '../../session/session-actor';
import { SessionActorContext } from '../../session/session-context';
import { InviteLinkPanel } from './invite-link-panel';
import { InviteStudentsDialog } from './invite-students-dialog';

interface Call {
  method: string;
  path: string;
  body: URLSearchParams;
}

/** The real API client over a fake fetch that answers `answer(call)`, and the app's providers. */
function renderWithApi(ui: ReactNode, answer: (call: Call) => Envelope) {
  const calls: Call[] = [];
  configureApiClient({
    fetch: async (input, init) => {
      const call = {
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://app.test').pathname,
        body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      };
      calls.push(call);
      const body = answer(call);
      return new Response(JSON.stringify(body), { status: body.code });
    },
    getSession: () => null,
    getLocale: () => 'en',
    dispatchSession: () => undefined,
    showToast: () => undefined,
    genericErrorMessage: () => 'Error',
  });
  const session = createSessionActor({
    storage: null,
    navigate: () => undefined,
    leaveTo: () => undefined,
    showAlert: () => undefined,
  });
  const toasts = createToastStore();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <IntlProvider locale="en" messages={catalogs.en}>
        <SessionActorContext value={session}>
          <ToastStoreContext value={toasts}>{ui}</ToastStoreContext>
        </SessionActorContext>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { calls, toasts: () => toasts.getSnapshot().map((toast) => toast.message) };
}

const ok = <T,>(data: T): Envelope<T> => ({ code: 200, message: '', data });

describe('InviteStudentsDialog', () => {
  afterEach(cleanup);

  it('names each wrong address before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(
      <InviteStudentsDialog classId="c-1" open onClose={() => undefined} />,
      () => ok({ sent: 0 }),
    );

    await user.type(
      screen.getByLabelText('E-mail addresses'),
      'mia@family.test{Enter}noah@{Enter}kwame.family.test',
    );
    await user.click(screen.getByRole('button', { name: 'Send the invitations' }));

    const field = screen.getByLabelText('E-mail addresses');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'noah@: The e-mail format is wrong.',
      'kwame.family.test: The e-mail format is wrong.',
    ]);
    expect(calls).toEqual([]);
  });

  it('sends one `emails` field per address, then says how many went out and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { calls, toasts } = renderWithApi(
      <InviteStudentsDialog classId="c-1" open onClose={onClose} />,
      () => ok({ sent: 2 }),
    );

    await user.type(
      screen.getByLabelText('E-mail addresses'),
      'Mia@family.test, noah@family.test; mia@family.test',
    );
    await user.click(screen.getByRole('button', { name: 'Send the invitations' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/atelier/school/classes/c-1/invite-emails');
    expect(calls[0]?.body.getAll('emails')).toEqual(['mia@family.test', 'noah@family.test']);
    expect(toasts()).toEqual(['2 invitations sent.']);
  });

  it('shows the server’s field errors against the addresses sent', async () => {
    const user = userEvent.setup();
    renderWithApi(<InviteStudentsDialog classId="c-1" open onClose={() => undefined} />, () => ({
      code: 400,
      message: 'Some fields need your attention.',
      data: { fields: { 'emails.1': 'This address belongs to a teacher or school account.' } },
    }));

    await user.type(screen.getByLabelText('E-mail addresses'), 'a@x.test{Enter}b@x.test');
    await user.click(screen.getByRole('button', { name: 'Send the invitations' }));

    expect((await screen.findByRole('listitem')).textContent).toBe(
      'b@x.test: This address belongs to a teacher or school account.',
    );
  });
});

describe('InviteLinkPanel', () => {
  afterEach(cleanup);

  const future = new Date(Date.now() + 5 * 86_400_000).toISOString();

  it('switches a new link on, then shows the address and the actions it then allows', async () => {
    const user = userEvent.setup();
    let link: InviteLinkView = { state: 'not-activated', path: '/invite/t-1', expiresAt: null };
    const { calls } = renderWithApi(<InviteLinkPanel classId="c-1" />, (call) => {
      if (call.method === 'POST' && call.body.get('action') === 'switch-on') {
        link = { ...link, state: 'activated', expiresAt: future };
      }
      return ok(link);
    });

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Not activated');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch the link off' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Switch the link on' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Activated'));
    expect((screen.getByRole('textbox', { name: 'Link to share' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/invite/t-1`,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Copy the link',
      'Switch the link off',
      'Create a new link',
    ]);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('a new link is made only after the confirmation', async () => {
    const user = userEvent.setup();
    let link: InviteLinkView = { state: 'activated', path: '/invite/t-1', expiresAt: future };
    const { calls } = renderWithApi(<InviteLinkPanel classId="c-1" />, (call) => {
      if (call.method === 'POST')
        link = { state: 'not-activated', path: '/invite/t-2', expiresAt: null };
      return ok(link);
    });
    const posts = () => calls.filter((call) => call.method === 'POST');

    await user.click(await screen.findByRole('button', { name: 'Create a new link' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Create a new link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Create the new link' }),
    );

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Not activated'));
    expect(posts().map((call) => call.body.get('action'))).toEqual(['regenerate']);
  });
});
