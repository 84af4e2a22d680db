import type { InvitationView } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  invitePagePath,
  invitePageView,
  signInSearch,
  type InviteViewer,
} from './invite-page-view';
import { rememberJoinIntent, takeJoinIntent } from './join-intent';

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

const loggedOut: InviteViewer = { isLoggedIn: false, role: null, email: null };
const student: InviteViewer = { isLoggedIn: true, role: 'student', email: 'mia@family.test' };
const teacher: InviteViewer = { isLoggedIn: true, role: 'teacher', email: 'li@school.test' };

describe('invitePageView', () => {
  it('an expired invitation, or an unknown token, says the link has expired, to anyone', () => {
    for (const viewer of [loggedOut, student, teacher]) {
      expect(invitePageView(buildInvitation({ state: 'expired' }), viewer)).toEqual({
        kind: 'expired',
      });
      expect(invitePageView(null, viewer)).toEqual({ kind: 'expired' });
    }
  });

  it('a logged-out visitor is asked to log in or register', () => {
    expect(invitePageView(buildInvitation(), loggedOut)).toEqual({ kind: 'logged-out' });
  });

  it('the invited kind of account may join', () => {
    expect(invitePageView(buildInvitation(), student)).toEqual({ kind: 'can-join' });
    expect(
      invitePageView(
        buildInvitation({ kind: 'teacher', role: 'teacher', className: null }),
        teacher,
      ),
    ).toEqual({ kind: 'can-join' });
  });

  it('another kind of account is told so instead of a join that would be refused', () => {
    expect(invitePageView(buildInvitation(), teacher)).toEqual({
      kind: 'wrong-role',
      role: 'teacher',
    });
    expect(
      invitePageView(buildInvitation({ role: 'teacher' }), { ...student, role: 'manager' }),
    ).toEqual({ kind: 'wrong-role', role: 'manager' });
  });

  it('an e-mail invitation is for its address only, whatever the case', () => {
    const invitation = buildInvitation({ kind: 'student-email', email: 'Mia@Family.test' });
    expect(invitePageView(invitation, student)).toEqual({ kind: 'can-join' });
    expect(invitePageView(invitation, { ...student, email: 'noah@family.test' })).toEqual({
      kind: 'other-email',
      email: 'Mia@Family.test',
    });
  });
});

describe('signInSearch', () => {
  it('pre-selects the invited role, pre-fills the invited address and comes back', () => {
    expect(
      signInSearch('t/1', buildInvitation({ kind: 'student-email', email: 'mia@family.test' })),
    ).toEqual({ identity: 'student', redirect: '/invite/t%2F1', email: 'mia@family.test' });
    expect(signInSearch('tok', buildInvitation({ role: 'teacher' }))).toEqual({
      identity: 'teacher',
      redirect: '/invite/tok',
    });
    expect(invitePagePath('abc')).toBe('/invite/abc');
  });
});

describe('join intent', () => {
  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  }

  it('is used up once, for the invitation it was remembered for', () => {
    const storage = memoryStorage();
    rememberJoinIntent('tok-1', storage);
    expect(takeJoinIntent('tok-1', storage)).toBe(true);
    expect(takeJoinIntent('tok-1', storage)).toBe(false);
  });

  it('another invitation’s page does not join', () => {
    const storage = memoryStorage();
    rememberJoinIntent('tok-1', storage);
    expect(takeJoinIntent('tok-2', storage)).toBe(false);
    expect(takeJoinIntent('tok-1', storage)).toBe(false);
  });
});
