import { TRIAL_MONTHS, type PlanState, type Role } from '@atelier/contracts';
import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type {
  AccountEvent,
  ExternalProvider,
  LoginMethod,
  ProfileField,
  RegistrationChannel,
  UserMessageKind,
} from './account.events.js';

/** A session opened in the same decision as the registration (register, then logged in). */
export interface OpeningSession {
  sessionId: string;
  method: LoginMethod;
}

export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  role: Role;
  schoolId: string | null;
  via: RegistrationChannel;
  /** A plan the account starts with; absent: a private trial of TRIAL_MONTHS. */
  plan?: { state: PlanState; expiresAt: string | null };
  openSession?: OpeningSession;
  /** The command's clock (ISO-8601): the trial runs from here. */
  at: string;
};
export type LogIn = { type: 'LogIn'; userId: string; sessionId: string; method: LoginMethod };
export type LogOut = { type: 'LogOut'; userId: string; sessionId: string };
export type UpdateProfile = {
  type: 'UpdateProfile';
  userId: string;
  changedFields: ProfileField[];
  /** A password change: whether the old password given matched, and the session that stays open. */
  passwordChange: { oldPasswordMatches: boolean; keptSessionId: string } | null;
};
export type RequestPasswordReset = { type: 'RequestPasswordReset'; userId: string };
/** Sent only after the e-mailed code was verified and consumed in the same transaction. */
export type ResetPassword = { type: 'ResetPassword'; userId: string };
export type LinkExternalIdentity = {
  type: 'LinkExternalIdentity';
  userId: string;
  provider: ExternalProvider;
};
export type SendUserMessage = {
  type: 'SendUserMessage';
  userId: string;
  messageId: string;
  kind: UserMessageKind;
};

export type AccountCommand =
  | RegisterUser
  | LogIn
  | LogOut
  | UpdateProfile
  | RequestPasswordReset
  | ResetPassword
  | LinkExternalIdentity
  | SendUserMessage;

export interface AccountState {
  registered: boolean;
  role: Role | null;
  /** Sessions opened and not yet closed (by logout, a password change or a reset). */
  openSessions: readonly string[];
  linkedProviders: readonly ExternalProvider[];
}

/** The trial's end: TRIAL_MONTHS calendar months after `at` (UTC), clamped to the month's end. */
export function trialEnd(at: string): string {
  const start = new Date(at);
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + TRIAL_MONTHS);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

function planOf(command: RegisterUser): { plan: PlanState | null; planExpiresAt: string | null } {
  // Managers and school teachers follow their school's plan, not a personal one.
  if (command.role === 'manager') return { plan: null, planExpiresAt: null };
  if (command.role === 'teacher' && command.schoolId !== null) {
    return { plan: 'school-teacher', planExpiresAt: null };
  }
  if (command.plan) return { plan: command.plan.state, planExpiresAt: command.plan.expiresAt };
  return { plan: 'trial', planExpiresAt: trialEnd(command.at) };
}

function requireRegistered(state: AccountState): void {
  if (!state.registered) throw new DomainError('accountNotRegistered');
}

/**
 * The account aggregate. E-mail uniqueness is a rule across accounts: the users read model's
 * unique index holds it. Password and code checks need secrets that never enter events, so the
 * handler verifies them and passes the verdict in (`oldPasswordMatches`); the rule that acts on
 * the verdict lives here.
 */
export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: { registered: false, role: null, openSessions: [], linkedProviders: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true, role: event.data.role };
      case 'UserLoggedIn':
        return { ...state, openSessions: [...state.openSessions, event.data.sessionId] };
      case 'UserLoggedOut':
        return {
          ...state,
          openSessions: state.openSessions.filter((id) => id !== event.data.sessionId),
        };
      case 'PasswordChanged':
        return {
          ...state,
          openSessions: state.openSessions.filter((id) => id === event.data.keptSessionId),
        };
      case 'PasswordReset':
        return { ...state, openSessions: [] };
      case 'ExternalIdentityLinked':
        return { ...state, linkedProviders: [...state.linkedProviders, event.data.provider] };
      case 'ProfileUpdated':
      case 'PasswordResetRequested':
      case 'UserMessageSent':
        return state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.registered) throw new DomainError('emailRegistered');
        // A manager runs a school; the one exception is the support staff (the live chat's
        // inbox), made by the seed or an operator, never by a public registration.
        if (command.role === 'manager' && command.schoolId === null && command.via !== 'seed') {
          throw new DomainError('validationFailed');
        }
        const registered: AccountEvent = {
          type: 'UserRegistered',
          data: {
            userId: command.userId,
            role: command.role,
            schoolId: command.schoolId,
            via: command.via,
            ...planOf(command),
          },
        };
        if (!command.openSession) return [registered];
        return [
          registered,
          {
            type: 'UserLoggedIn',
            data: { userId: command.userId, ...command.openSession },
          },
        ];
      }
      case 'LogIn':
        requireRegistered(state);
        return [
          {
            type: 'UserLoggedIn',
            data: { userId: command.userId, sessionId: command.sessionId, method: command.method },
          },
        ];
      case 'LogOut':
        requireRegistered(state);
        // Logging out of a session already closed changes nothing (a retried logout).
        if (!state.openSessions.includes(command.sessionId)) return [];
        return [
          { type: 'UserLoggedOut', data: { userId: command.userId, sessionId: command.sessionId } },
        ];
      case 'UpdateProfile': {
        requireRegistered(state);
        const { passwordChange } = command;
        if (passwordChange && !passwordChange.oldPasswordMatches) {
          throw new DomainError('oldPasswordWrong');
        }
        const events: AccountEvent[] = [];
        if (command.changedFields.length > 0) {
          events.push({
            type: 'ProfileUpdated',
            data: { userId: command.userId, fields: [...command.changedFields].sort() },
          });
        }
        if (passwordChange) {
          events.push({
            type: 'PasswordChanged',
            data: { userId: command.userId, keptSessionId: passwordChange.keptSessionId },
          });
        }
        return events;
      }
      case 'RequestPasswordReset':
        requireRegistered(state);
        return [{ type: 'PasswordResetRequested', data: { userId: command.userId } }];
      case 'ResetPassword':
        requireRegistered(state);
        return [{ type: 'PasswordReset', data: { userId: command.userId } }];
      case 'LinkExternalIdentity':
        requireRegistered(state);
        if (state.linkedProviders.includes(command.provider)) return [];
        return [
          {
            type: 'ExternalIdentityLinked',
            data: { userId: command.userId, provider: command.provider },
          },
        ];
      case 'SendUserMessage':
        requireRegistered(state);
        return [
          {
            type: 'UserMessageSent',
            data: { userId: command.userId, messageId: command.messageId, kind: command.kind },
          },
        ];
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
