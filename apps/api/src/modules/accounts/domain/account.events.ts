import type { PlanState, Role } from '@atelier/contracts';
import type { DomainEvent } from '../../../infrastructure/event-store/event.js';

/**
 * Events of a user's stream (`user-<id>`). Names, e-mails, telephone numbers, birth dates and
 * password hashes live in the `users` read model, never in events (they must be erasable): an
 * event says what happened and to whom, by id only.
 */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    role: Role;
    schoolId: string | null;
    /** How the account was created; the warehouse may split sign-ups by it. */
    via: RegistrationChannel;
    plan: PlanState | null;
    planExpiresAt: string | null;
  }
>;

export type RegistrationChannel = 'email' | 'seed' | 'social' | 'partner';
export type LoginMethod = 'password' | 'social' | 'partner';
export type ExternalProvider = 'oidc' | 'kenya';

export type UserLoggedIn = DomainEvent<
  'UserLoggedIn',
  { userId: string; sessionId: string; method: LoginMethod }
>;

export type UserLoggedOut = DomainEvent<'UserLoggedOut', { userId: string; sessionId: string }>;

/** Which profile fields changed: their names, never their values. */
export type ProfileUpdated = DomainEvent<
  'ProfileUpdated',
  { userId: string; fields: ProfileField[] }
>;

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'country',
  'avatar',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The user changed the password knowing the old one; the user's other sessions were closed. */
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; keptSessionId: string }
>;

export type PasswordResetRequested = DomainEvent<'PasswordResetRequested', { userId: string }>;

/** The password was reset with an e-mailed code; every session of the user was closed. */
export type PasswordReset = DomainEvent<'PasswordReset', { userId: string }>;

export type ExternalIdentityLinked = DomainEvent<
  'ExternalIdentityLinked',
  { userId: string; provider: ExternalProvider }
>;

export type UserMessageSent = DomainEvent<
  'UserMessageSent',
  { userId: string; messageId: string; kind: UserMessageKind }
>;

export const USER_MESSAGE_KINDS = ['welcome'] as const;
export type UserMessageKind = (typeof USER_MESSAGE_KINDS)[number];

export type AccountEvent =
  | UserRegistered
  | UserLoggedIn
  | UserLoggedOut
  | ProfileUpdated
  | PasswordChanged
  | PasswordResetRequested
  | PasswordReset
  | ExternalIdentityLinked
  | UserMessageSent;
