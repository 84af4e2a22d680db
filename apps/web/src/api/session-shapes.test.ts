import { sessionGrantSchema, sessionUserSchema } from '@atelier/contracts';
import { sessionInputSchema } from '@atelier/machines';
import { describe, expect, it } from 'vitest';
import { readStoredSession, SESSION_STORAGE_KEY } from '../features/session/session-storage';
import { isSessionGrant, isSessionUser } from './session-shapes';

const user = {
  id: 'u-1',
  email: 'li.na@school.test',
  firstName: 'Li',
  lastName: 'Na',
  avatar: null,
  role: 'teacher',
};
const grant = { user, tokenName: 'x-atelier-token', tokenValue: 't-1', role: 'teacher' };

/** Samples on both sides of each rule of the contracts' schemas. */
const USERS: unknown[] = [
  user,
  { ...user, avatar: '/avatars/u-1.png' },
  { ...user, avatar: undefined },
  { ...user, role: 'parent' },
  { ...user, id: 7 },
  { ...user, email: undefined },
  null,
  'user',
];
const GRANTS: unknown[] = [
  grant,
  { ...grant, provider: 'kenya', providerExtra: { domain: 'kenya-partner.test', school: 'Hill' } },
  { ...grant, provider: 'kenya' },
  { ...grant, providerExtra: { school: 'Hill' } },
  { ...grant, providerExtra: { domain: 'x.test', size: 3 } },
  { ...grant, tokenValue: '' },
  { ...grant, tokenName: undefined },
  { ...grant, role: 'admin' },
  { ...grant, user: { ...user, lastName: null } },
  { ...grant, provider: 3 },
  [],
];
const STORED: unknown[] = [
  {},
  { ...grant, provider: null, providerExtra: null },
  {
    user: null,
    tokenName: null,
    tokenValue: null,
    role: null,
    provider: null,
    providerExtra: null,
  },
  { tokenValue: 'only-a-token' },
  { ...grant, extra: true },
  { tokenValue: 5 },
  { role: 'admin' },
  { providerExtra: { domain: 1 } },
  [],
  'text',
];

describe('session shapes agree with the contracts schemas', () => {
  it.each(USERS.map((sample) => [sample]))('isSessionUser(%j)', (sample) => {
    expect(isSessionUser(sample)).toBe(sessionUserSchema.safeParse(sample).success);
  });

  it.each(GRANTS.map((sample) => [sample]))('isSessionGrant(%j)', (sample) => {
    expect(isSessionGrant(sample)).toBe(sessionGrantSchema.safeParse(sample).success);
  });

  it.each(STORED.map((sample) => [sample]))('readStoredSession(%j)', (sample) => {
    const storage = { getItem: () => JSON.stringify(sample), setItem: () => undefined };
    const accepted = readStoredSession(storage) !== undefined;
    expect(accepted).toBe(
      typeof sample === 'object' &&
        !Array.isArray(sample) &&
        sessionInputSchema.safeParse(sample).success,
    );
  });

  it('reads nothing from empty, unreadable or throwing storage', () => {
    expect(readStoredSession(null)).toBeUndefined();
    expect(readStoredSession({ getItem: () => null, setItem: () => undefined })).toBeUndefined();
    expect(readStoredSession({ getItem: () => '{oops', setItem: () => undefined })).toBeUndefined();
    const throwing = {
      getItem: (key: string) => {
        throw new Error(`denied: ${key}`);
      },
      setItem: () => undefined,
    };
    expect(readStoredSession(throwing)).toBeUndefined();
    expect(SESSION_STORAGE_KEY).toBe('atelier.session');
  });
});
