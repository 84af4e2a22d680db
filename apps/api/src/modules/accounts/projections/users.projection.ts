import type { Gender } from '@atelier/contracts';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../infrastructure/event-store/event.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { AccountEvent } from '../domain/account.events.js';
import { insertSession, revokeSession, revokeUserSessions } from '../sessions/session-store.js';

/**
 * What the events leave out on purpose (personal data, secrets) and the read models need. The
 * handler that decided the events passes it along; each event type takes its part.
 */
export interface AccountProjectionDetails {
  /** UserRegistered: the account's personal data and password hash. */
  newUser?: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    telephone: string | null;
    identity?: ExternalIdentity;
  };
  /** UserLoggedIn: the token the client gets (stored only as its hash). */
  sessionToken?: string;
  /** UserLoggedIn of a partner user: the provider extras of this login (its domain). */
  providerExtra?: Record<string, string>;
  /** PasswordChanged, PasswordReset: the new scrypt hash. */
  passwordHash?: string;
  /** ProfileUpdated: the new values of the changed fields. */
  profile?: ProfileValues;
  /** ExternalIdentityLinked: the identity at the provider. */
  identity?: ExternalIdentity;
}

export interface ExternalIdentity {
  provider: string;
  subject: string;
  extra: Record<string, string> | null;
}

export interface ProfileValues {
  firstName?: string;
  lastName?: string;
  gender?: Gender | null;
  birthDate?: string | null;
  country?: string | null;
  avatarPath?: string | null;
}

const PROFILE_COLUMNS: Record<keyof ProfileValues, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  gender: 'gender',
  birthDate: 'birth_date',
  country: 'country',
  avatarPath: 'avatar_path',
};

function need<T>(value: T | undefined, what: string, event: string): T {
  if (value === undefined) throw new Error(`${event} projected without ${what}`);
  return value;
}

/** Keeps `users`, `sessions` and `user_messages` in the command's transaction. */
export async function projectAccountEvents(
  manager: EntityManager,
  events: readonly StoredEvent<AccountEvent>[],
  details: AccountProjectionDetails = {},
): Promise<void> {
  for (const event of events) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        const user = need(details.newUser, 'the new user', event.type);
        const { userId, role, schoolId, plan, planExpiresAt } = event.data;
        const taken: unknown[] = await manager.query(`SELECT 1 FROM users WHERE email = ?`, [
          user.email,
        ]);
        if (taken.length > 0) throw new DomainError('emailRegistered');
        await manager.query(
          `INSERT INTO users (id, email, password_hash, role, school_id, first_name, last_name,
                              created_at, plan, plan_expires_at, telephone, provider,
                              provider_subject, provider_extra)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            userId,
            user.email,
            user.passwordHash,
            role,
            schoolId,
            user.firstName,
            user.lastName,
            at,
            plan,
            planExpiresAt,
            user.telephone,
            user.identity?.provider ?? null,
            user.identity?.subject ?? null,
            user.identity?.extra ? JSON.stringify(user.identity.extra) : null,
          ],
        );
        break;
      }
      case 'UserLoggedIn':
        await insertSession(manager, {
          sessionId: event.data.sessionId,
          userId: event.data.userId,
          token: need(details.sessionToken, 'the session token', event.type),
          at,
        });
        if (details.providerExtra) {
          await manager.query(`UPDATE users SET provider_extra = ? WHERE id = ?`, [
            JSON.stringify(details.providerExtra),
            event.data.userId,
          ]);
        }
        break;
      case 'UserLoggedOut':
        await revokeSession(manager, event.data.sessionId, at);
        break;
      case 'ProfileUpdated': {
        const values = need(details.profile, 'the profile values', event.type);
        const entries = Object.entries(values) as [keyof ProfileValues, unknown][];
        if (entries.length === 0) break;
        await manager.query(
          `UPDATE users SET ${entries.map(([key]) => `${PROFILE_COLUMNS[key]} = ?`).join(', ')}
            WHERE id = ?`,
          [...entries.map(([, value]) => value), event.data.userId],
        );
        break;
      }
      case 'PasswordChanged':
        await manager.query(`UPDATE users SET password_hash = ? WHERE id = ?`, [
          need(details.passwordHash, 'the password hash', event.type),
          event.data.userId,
        ]);
        await revokeUserSessions(manager, event.data.userId, at, event.data.keptSessionId);
        break;
      case 'PasswordReset':
        await manager.query(`UPDATE users SET password_hash = ? WHERE id = ?`, [
          need(details.passwordHash, 'the password hash', event.type),
          event.data.userId,
        ]);
        await revokeUserSessions(manager, event.data.userId, at);
        break;
      case 'ExternalIdentityLinked': {
        const identity = need(details.identity, 'the identity', event.type);
        await manager.query(
          `UPDATE users SET provider = ?, provider_subject = ?, provider_extra = ? WHERE id = ?`,
          [
            identity.provider,
            identity.subject,
            identity.extra ? JSON.stringify(identity.extra) : null,
            event.data.userId,
          ],
        );
        break;
      }
      case 'UserMessageSent':
        await manager.query(
          `INSERT INTO user_messages (id, user_id, kind, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (id) DO NOTHING`,
          [event.data.messageId, event.data.userId, event.data.kind, at],
        );
        break;
      case 'PasswordResetRequested':
        break;
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled account event ${JSON.stringify(unreachable)}`);
      }
    }
  }
}
