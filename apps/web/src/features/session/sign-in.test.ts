import type { SessionGrant } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { createSessionActor } from './session-actor';
import { signIn } from './sign-in';

function buildGrant(overrides: Partial<SessionGrant> = {}): SessionGrant {
  return {
    user: {
      id: 'u-manager-1',
      email: 'manager@demo.atelier.test',
      firstName: 'Helen',
      lastName: 'Carter',
      avatar: null,
      role: 'manager',
    },
    tokenName: 'x-atelier-token',
    tokenValue: 'manager-token',
    role: 'manager',
    ...overrides,
  };
}

/** A logged-out session actor whose navigations are recorded. */
function buildSession() {
  const navigations: string[] = [];
  const sut = createSessionActor({
    storage: null,
    navigate: (href) => navigations.push(href),
    leaveTo: (url) => navigations.push(url),
    showAlert: () => undefined,
  });
  return { sut, navigations };
}

describe('signIn', () => {
  it('stores the grant and opens the role’s centre', async () => {
    const { sut, navigations } = buildSession();

    const outcome = await signIn(sut, () => Promise.resolve(buildGrant()));

    expect(outcome).toEqual({ ok: true });
    expect(sut.getSnapshot().value).toBe('loggedIn');
    expect(sut.getSnapshot().context.tokenValue).toBe('manager-token');
    expect(navigations).toEqual(['/manager']);
  });

  it('keeps the partner’s provider data of the grant', async () => {
    const { sut } = buildSession();
    await signIn(sut, () =>
      Promise.resolve(
        buildGrant({ provider: 'kenya', providerExtra: { domain: 'portal.partner.test' } }),
      ),
    );
    expect(sut.getSnapshot().context).toMatchObject({
      provider: 'kenya',
      providerExtra: { domain: 'portal.partner.test' },
    });
  });

  it('then runs the page’s own navigation, after the centre’s (a join page’s redirect)', async () => {
    const { sut, navigations } = buildSession();

    const outcome = await signIn(
      sut,
      () => Promise.resolve(buildGrant()),
      () => navigations.push('/invite/t-1'),
    );

    expect(outcome).toEqual({ ok: true });
    expect(navigations).toEqual(['/manager', '/invite/t-1']);
  });

  it('a refused call ends logged out, with the failure for the caller', async () => {
    const { sut, navigations } = buildSession();
    const failure = new ApiError(400, 'E-mail or password not correct.', null);

    const outcome = await signIn(
      sut,
      () => Promise.reject(failure),
      () => navigations.push('/invite/t-1'),
    );

    expect(outcome).toEqual({ ok: false, error: failure });
    expect(sut.getSnapshot().value).toBe('loggedOut');
    expect(navigations).toEqual([]);
  });

  it('an answer that is not a grant is a failure, never a half session', async () => {
    const { sut } = buildSession();
    const outcome = await signIn(sut, () =>
      Promise.resolve({ tokenValue: 'x' } as unknown as SessionGrant),
    );
    expect(outcome.ok).toBe(false);
    expect(sut.getSnapshot().context.tokenValue).toBeNull();
  });
});
