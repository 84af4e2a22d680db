import type { SessionGrant } from '@atelier/contracts';
import type { StoredSession } from '@atelier/machines';
import { describe, expect, it } from 'vitest';
import { createSessionActor } from './session-actor';
import { SESSION_STORAGE_KEY } from './session-storage';

function buildStoredSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    user: {
      id: 'u-student-1',
      email: 'mia@family.test',
      firstName: 'Mia',
      lastName: 'Durand',
      avatar: null,
      role: 'student',
    },
    tokenName: 'x-atelier-token',
    tokenValue: 'stored-token',
    role: 'student',
    provider: null,
    providerExtra: null,
    ...overrides,
  };
}

function buildGrant(): SessionGrant {
  return {
    user: {
      id: 'u-teacher-1',
      email: 'li.na@school.test',
      firstName: 'Li',
      lastName: 'Na',
      avatar: null,
      role: 'teacher',
    },
    tokenName: 'x-atelier-token',
    tokenValue: 'teacher-token',
    role: 'teacher',
  };
}

/** The actor with in-memory storage and effects that record what the browser would have done. */
function buildActor(stored?: unknown) {
  const data = new Map<string, string>();
  if (stored !== undefined)
    data.set(SESSION_STORAGE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
  const navigations: string[] = [];
  const departures: string[] = [];
  const alerts: Array<{ message: string; confirm: () => void }> = [];
  const sut = createSessionActor({
    storage,
    navigate: (href) => navigations.push(href),
    leaveTo: (url) => departures.push(url),
    showAlert: (message, onConfirm) => alerts.push({ message, confirm: onConfirm }),
  });
  const storedNow = () =>
    JSON.parse(data.get(SESSION_STORAGE_KEY) ?? 'null') as StoredSession | null;
  return { sut, navigations, departures, alerts, storedNow };
}

describe('createSessionActor', () => {
  it('restores a stored session as logged in', () => {
    const { sut } = buildActor(buildStoredSession());
    expect(sut.getSnapshot().value).toBe('loggedIn');
    expect(sut.getSnapshot().context.user?.firstName).toBe('Mia');
  });

  it.each([['not json'], [{ tokenValue: 42 }], [{ surprise: true }]])(
    'treats a malformed stored session (%j) as logged out',
    (stored) => {
      const { sut } = buildActor(stored);
      expect(sut.getSnapshot().value).toBe('loggedOut');
    },
  );

  it("403: stores the grant, alerts the message and goes to the role's account page", () => {
    const { sut, storedNow, navigations, alerts } = buildActor(buildStoredSession());

    sut.send({ type: 'FORBIDDEN', grant: buildGrant(), message: 'Please complete your account.' });

    expect(storedNow()).toMatchObject({ tokenValue: 'teacher-token', role: 'teacher' });
    expect(navigations).toEqual(['/teacher/account']);
    expect(alerts.map((alert) => alert.message)).toEqual(['Please complete your account.']);
    alerts[0]?.confirm();
    expect(sut.getSnapshot().value).toBe('loggedIn');
  });

  it('401: alerts the text; confirming clears the stored session and goes to the login page', () => {
    const { sut, storedNow, navigations, alerts } = buildActor(buildStoredSession());

    sut.send({ type: 'UNAUTHORIZED', message: 'Your session has ended.' });
    expect(sut.getSnapshot().value).toBe('expired');
    expect(navigations).toEqual([]);
    alerts[0]?.confirm();

    expect(sut.getSnapshot().value).toBe('loggedOut');
    expect(storedNow()).toMatchObject({ tokenValue: null, user: null, role: null });
    expect(navigations).toEqual(['/user/login']);
  });

  it('401 for the Kenya provider: confirming clears provider data and leaves for its domain', () => {
    const { sut, storedNow, navigations, departures, alerts } = buildActor(
      buildStoredSession({ provider: 'kenya', providerExtra: { domain: 'kenya-partner.test' } }),
    );

    sut.send({ type: 'UNAUTHORIZED', message: 'Session ended.' });
    alerts[0]?.confirm();

    expect(departures).toEqual(['https://kenya-partner.test']);
    expect(navigations).toEqual([]);
    expect(storedNow()).toMatchObject({ tokenValue: null, provider: null, providerExtra: null });
  });

  it('logout: LOGOUT then LOGOUT_DONE clears the session and goes to the login page', () => {
    const { sut, storedNow, navigations } = buildActor(buildStoredSession());

    sut.send({ type: 'LOGOUT' });
    sut.send({ type: 'LOGOUT_DONE' });

    expect(sut.getSnapshot().value).toBe('loggedOut');
    expect(storedNow()?.tokenValue).toBeNull();
    expect(navigations).toEqual(['/user/login']);
  });
});
