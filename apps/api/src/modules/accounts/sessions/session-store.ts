import { SESSION_TTL_DAYS } from '@atelier/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UnitOfWork } from '../../../infrastructure/database/unit-of-work.js';
import {
  SessionResolver,
  type SessionPrincipal,
} from '../../../infrastructure/http/session-principal.js';
import { toGrant, type Queryable, type UserRow } from '../read-model/user-row.js';
import { tokenHash } from '../security/secrets.js';

const DAY_MS = 86_400_000;
/** The expiry slides at most once a minute per session: a busy page does not write per request. */
const SLIDE_EVERY_MS = 60_000;

export function sessionExpiry(now: Date): string {
  return new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS).toISOString();
}

/** Stores a new session; the token itself is never stored, only its SHA-256. */
export async function insertSession(
  db: Queryable,
  session: { sessionId: string; userId: string; token: string; at: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, user_id, token_hash, created_at, expires_at, last_seen_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [
      session.sessionId,
      session.userId,
      tokenHash(session.token),
      session.at,
      sessionExpiry(new Date(session.at)),
      session.at,
    ],
  );
}

export async function revokeSession(db: Queryable, sessionId: string, at: string): Promise<void> {
  await db.query(`UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`, [
    at,
    sessionId,
  ]);
}

/** Closes every open session of a user, except `keep` when given (the one changing the password). */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  at: string,
  keep: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = ?
      WHERE user_id = ? AND revoked_at IS NULL AND (? IS NULL OR id <> ?)`,
    [at, userId, keep, keep],
  );
}

type SessionJoinRow = UserRow & {
  session_id: string;
  session_expires_at: string;
  session_last_seen_at: string;
  school_kind: 'school' | 'private' | null;
  school_access_until: string | null;
};

/** The later of two ends, where null is no end. */
function laterEnd(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return null;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * Whose access a session runs on (spec sections 4 and 6). Members of a school (kind `school`)
 * follow the school's access; a student with a plan of their own keeps it while it lasts longer
 * (as the plan rules of machines/ say). Everybody else, private workspaces included, runs on
 * their own plan.
 */
export function accessEnd(
  row: Pick<
    SessionJoinRow,
    'role' | 'plan' | 'plan_expires_at' | 'school_kind' | 'school_access_until'
  >,
): Pick<SessionPrincipal, 'planEndsAt' | 'planSource'> {
  if (row.school_kind !== 'school') {
    return { planEndsAt: row.plan_expires_at, planSource: 'personal' };
  }
  const school = row.school_access_until;
  if (row.role === 'student' && row.plan !== null && row.plan !== 'school-teacher') {
    const end = laterEnd(school, row.plan_expires_at);
    return { planEndsAt: end, planSource: end === school ? 'school' : 'personal' };
  }
  return { planEndsAt: school, planSource: 'school' };
}

/** Resolves session tokens against the `sessions` table (the port AccessGuard depends on). */
@Injectable()
export class SqliteSessionResolver extends SessionResolver {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {
    super();
  }

  async resolve(tokenValue: string, now: Date): Promise<SessionPrincipal | null> {
    const rows = (await this.db.query(
      `SELECT u.*, s.id AS session_id, s.expires_at AS session_expires_at,
              s.last_seen_at AS session_last_seen_at, sc.kind AS school_kind,
              sc.access_until AS school_access_until
         FROM sessions s JOIN users u ON u.id = s.user_id
         LEFT JOIN schools sc ON sc.id = u.school_id
        WHERE s.token_hash = ? AND s.revoked_at IS NULL`,
      [tokenHash(tokenValue)],
    )) as SessionJoinRow[];
    const row = rows[0];
    if (!row || Date.parse(row.session_expires_at) <= now.getTime()) return null;
    if (now.getTime() - Date.parse(row.session_last_seen_at) >= SLIDE_EVERY_MS) {
      await this.unitOfWork.run((manager) =>
        manager.query(
          `UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id = ? AND revoked_at IS NULL`,
          [now.toISOString(), sessionExpiry(now), row.session_id],
        ),
      );
    }
    return {
      sessionId: row.session_id,
      userId: row.id,
      role: row.role,
      schoolId: row.school_id,
      ...accessEnd(row),
      grant: toGrant(row, tokenValue),
    };
  }
}
