import {
  KENYA_PROVIDER,
  DEFAULT_TOKEN_NAME,
  type Gender,
  type PlanState,
  type Profile,
  type Role,
  type SessionGrant,
  type SessionUser,
} from '@atelier/contracts';
import type { EntityManager } from 'typeorm';

/** Anything that runs SQL: the DataSource for reads, a transaction's manager for writes. */
export type Queryable = Pick<EntityManager, 'query'>;

/** A row of the `users` read model. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  school_id: string | null;
  first_name: string;
  last_name: string;
  created_at: string;
  plan: PlanState | null;
  plan_expires_at: string | null;
  gender: Gender | null;
  birth_date: string | null;
  country: string | null;
  avatar_path: string | null;
  telephone: string | null;
  provider: string | null;
  provider_subject: string | null;
  provider_extra: string | null;
}

/** Accounts created by a provider have no password: this never verifies (not a scrypt hash). */
export const NO_PASSWORD = '!';

/** Where uploaded files are served (app.ts serves `<DATA_DIR>/uploads` there). */
export const UPLOADS_URL_PREFIX = '/uploads';

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const rows = (await db.query(`SELECT * FROM users WHERE id = ?`, [id])) as UserRow[];
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = (await db.query(`SELECT * FROM users WHERE email = ?`, [
    email.trim().toLowerCase(),
  ])) as UserRow[];
  return rows[0] ?? null;
}

export async function findUserByProvider(
  db: Queryable,
  provider: string,
  subject: string,
): Promise<UserRow | null> {
  const rows = (await db.query(`SELECT * FROM users WHERE provider = ? AND provider_subject = ?`, [
    provider,
    subject,
  ])) as UserRow[];
  return rows[0] ?? null;
}

export function avatarUrl(avatarPath: string | null): string | null {
  return avatarPath ? `${UPLOADS_URL_PREFIX}/${avatarPath}` : null;
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: avatarUrl(row.avatar_path),
    role: row.role,
  };
}

function providerExtraOf(row: UserRow): { domain: string } | null {
  if (!row.provider_extra) return null;
  const parsed = JSON.parse(row.provider_extra) as { domain?: unknown };
  return typeof parsed.domain === 'string' ? { domain: parsed.domain } : null;
}

/**
 * The session as the client stores it (spec section 3): login answers it, and so does a 403.
 * Only partner users carry a provider: the client sends it back as headers, and logout or a 401
 * sends them to the partner's domain.
 */
export function toGrant(row: UserRow, tokenValue: string): SessionGrant {
  const grant: SessionGrant = {
    user: toSessionUser(row),
    tokenName: DEFAULT_TOKEN_NAME,
    tokenValue,
    role: row.role,
  };
  const extra = providerExtraOf(row);
  if (row.provider === KENYA_PROVIDER && extra) {
    grant.provider = KENYA_PROVIDER;
    grant.providerExtra = extra;
  }
  return grant;
}

export function toProfile(row: UserRow, schoolName: string | null): Profile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: avatarUrl(row.avatar_path),
    gender: row.gender,
    birthDate: row.birth_date,
    country: row.country,
    schoolName,
    plan: row.plan,
    planExpiresAt: row.plan_expires_at,
  };
}
