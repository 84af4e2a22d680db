import { describe, expect, it } from 'vitest';
import { given } from '../../../../test/given-when-then.js';
import { accountDecider, trialEnd, type RegisterUser } from './account.decider.js';
import type { AccountEvent } from './account.events.js';

function buildRegisterUser(overrides: Partial<RegisterUser> = {}): RegisterUser {
  return {
    type: 'RegisterUser',
    userId: 'u1',
    role: 'student',
    schoolId: null,
    via: 'email',
    at: '2026-01-31T10:00:00.000Z',
    ...overrides,
  };
}

const registered: AccountEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    role: 'student',
    schoolId: null,
    via: 'email',
    plan: 'trial',
    planExpiresAt: '2026-02-28T10:00:00.000Z',
  },
};
const loggedIn = (sessionId: string): AccountEvent => ({
  type: 'UserLoggedIn',
  data: { userId: 'u1', sessionId, method: 'password' },
});

describe('accountDecider', () => {
  describe('RegisterUser', () => {
    it('registers a private student on a one-month trial', () => {
      given(accountDecider, []).when(buildRegisterUser()).then([registered]);
    });

    it('registers and logs in within one decision', () => {
      given(accountDecider, [])
        .when(buildRegisterUser({ openSession: { sessionId: 's1', method: 'password' } }))
        .then([registered, loggedIn('s1')]);
    });

    it('puts a teacher of a school on the school plan, and a manager on none', () => {
      const teacher = accountDecider.decide(
        buildRegisterUser({ role: 'teacher', schoolId: 'school-1', via: 'seed' }),
        accountDecider.initialState,
      );
      const manager = accountDecider.decide(
        buildRegisterUser({ role: 'manager', schoolId: 'school-1', via: 'seed' }),
        accountDecider.initialState,
      );

      expect(teacher[0]?.data).toMatchObject({ plan: 'school-teacher', planExpiresAt: null });
      expect(manager[0]?.data).toMatchObject({ plan: null, planExpiresAt: null });
    });

    it('keeps a plan given by the seed or a partner', () => {
      const [event] = accountDecider.decide(
        buildRegisterUser({ via: 'partner', plan: { state: 'subscriber', expiresAt: null } }),
        accountDecider.initialState,
      );

      expect(event?.data).toMatchObject({ plan: 'subscriber', planExpiresAt: null });
    });

    it('refuses to register the same user twice', () => {
      given(accountDecider, [registered]).when(buildRegisterUser()).thenThrows('emailRegistered');
    });

    it('refuses a manager without a school', () => {
      given(accountDecider, [])
        .when(buildRegisterUser({ role: 'manager' }))
        .thenThrows('validationFailed');
    });

    it('registers a manager without a school from the seed (support staff)', () => {
      const command = buildRegisterUser({ role: 'manager', via: 'seed' });
      const [event] = accountDecider.decide(command, accountDecider.initialState);
      expect(event).toMatchObject({
        type: 'UserRegistered',
        data: { role: 'manager', schoolId: null },
      });
    });
  });

  describe('LogIn and LogOut', () => {
    it('logs a registered user in', () => {
      given(accountDecider, [registered])
        .when({ type: 'LogIn', userId: 'u1', sessionId: 's1', method: 'password' })
        .then([loggedIn('s1')]);
    });

    it('refuses a user that does not exist', () => {
      given(accountDecider, [])
        .when({ type: 'LogIn', userId: 'u1', sessionId: 's1', method: 'password' })
        .thenThrows('accountNotRegistered');
    });

    it('logs an open session out, and a closed one no more', () => {
      given(accountDecider, [registered, loggedIn('s1')])
        .when({ type: 'LogOut', userId: 'u1', sessionId: 's1' })
        .then([{ type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's1' } }]);
      given(accountDecider, [
        registered,
        loggedIn('s1'),
        { type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's1' } },
      ])
        .when({ type: 'LogOut', userId: 'u1', sessionId: 's1' })
        .then([]);
    });

    it('has no open session left after a password reset', () => {
      given(accountDecider, [
        registered,
        loggedIn('s1'),
        loggedIn('s2'),
        { type: 'PasswordReset', data: { userId: 'u1' } },
      ])
        .when({ type: 'LogOut', userId: 'u1', sessionId: 's2' })
        .then([]);
    });

    it('keeps only the changing session open after a password change', () => {
      const history: AccountEvent[] = [
        registered,
        loggedIn('s1'),
        loggedIn('s2'),
        { type: 'PasswordChanged', data: { userId: 'u1', keptSessionId: 's2' } },
      ];
      given(accountDecider, history)
        .when({ type: 'LogOut', userId: 'u1', sessionId: 's1' })
        .then([]);
      given(accountDecider, history)
        .when({ type: 'LogOut', userId: 'u1', sessionId: 's2' })
        .then([{ type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's2' } }]);
    });
  });

  describe('UpdateProfile', () => {
    it('records the names of the changed fields, sorted, never their values', () => {
      given(accountDecider, [registered])
        .when({
          type: 'UpdateProfile',
          userId: 'u1',
          changedFields: ['lastName', 'avatar'],
          passwordChange: null,
        })
        .then([{ type: 'ProfileUpdated', data: { userId: 'u1', fields: ['avatar', 'lastName'] } }]);
    });

    it('changes the password when the old one matched', () => {
      given(accountDecider, [registered, loggedIn('s1')])
        .when({
          type: 'UpdateProfile',
          userId: 'u1',
          changedFields: [],
          passwordChange: { oldPasswordMatches: true, keptSessionId: 's1' },
        })
        .then([{ type: 'PasswordChanged', data: { userId: 'u1', keptSessionId: 's1' } }]);
    });

    it('refuses the whole update when the old password is wrong', () => {
      given(accountDecider, [registered])
        .when({
          type: 'UpdateProfile',
          userId: 'u1',
          changedFields: ['firstName'],
          passwordChange: { oldPasswordMatches: false, keptSessionId: 's1' },
        })
        .thenThrows('oldPasswordWrong');
    });

    it('records nothing when nothing changed', () => {
      given(accountDecider, [registered])
        .when({ type: 'UpdateProfile', userId: 'u1', changedFields: [], passwordChange: null })
        .then([]);
    });
  });

  describe('password reset', () => {
    it('records the request and the reset of a registered user', () => {
      given(accountDecider, [registered])
        .when({ type: 'RequestPasswordReset', userId: 'u1' })
        .then([{ type: 'PasswordResetRequested', data: { userId: 'u1' } }]);
      given(accountDecider, [registered])
        .when({ type: 'ResetPassword', userId: 'u1' })
        .then([{ type: 'PasswordReset', data: { userId: 'u1' } }]);
    });

    it('refuses to reset an account that does not exist', () => {
      given(accountDecider, [])
        .when({ type: 'ResetPassword', userId: 'u1' })
        .thenThrows('accountNotRegistered');
    });
  });

  describe('LinkExternalIdentity and SendUserMessage', () => {
    it('links a provider once', () => {
      const linked: AccountEvent = {
        type: 'ExternalIdentityLinked',
        data: { userId: 'u1', provider: 'oidc' },
      };
      given(accountDecider, [registered])
        .when({ type: 'LinkExternalIdentity', userId: 'u1', provider: 'oidc' })
        .then([linked]);
      given(accountDecider, [registered, linked])
        .when({ type: 'LinkExternalIdentity', userId: 'u1', provider: 'oidc' })
        .then([]);
    });

    it('sends a message to a registered user', () => {
      given(accountDecider, [registered])
        .when({ type: 'SendUserMessage', userId: 'u1', messageId: 'm1', kind: 'welcome' })
        .then([
          { type: 'UserMessageSent', data: { userId: 'u1', messageId: 'm1', kind: 'welcome' } },
        ]);
    });
  });
});

describe(trialEnd.name, () => {
  it('ends one calendar month later, clamped to the end of a shorter month', () => {
    expect(trialEnd('2026-03-15T08:30:00.000Z')).toBe('2026-04-15T08:30:00.000Z');
    expect(trialEnd('2026-01-31T10:00:00.000Z')).toBe('2026-02-28T10:00:00.000Z');
    expect(trialEnd('2026-12-31T23:00:00.000Z')).toBe('2027-01-31T23:00:00.000Z');
  });
});
