import { EMAIL_CODE, REGISTRATION_TICKET_TTL_MINUTES, type Role } from '@atelier/contracts';
import { v7 as uuidv7 } from 'uuid';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { Queryable } from '../read-model/user-row.js';
import {
  emailCodeHash,
  newEmailCode,
  newToken,
  sameDigest,
  tokenHash,
} from '../security/secrets.js';

/**
 * E-mailed codes (registration and password reset) and registration tickets. Every function takes
 * the caller's transaction (`UnitOfWork.run` holds SQLite's write lock), so a read followed by a
 * write here cannot interleave with another request's.
 */
export type CodePurpose = 'register' | 'reset';

interface CodeRow {
  id: string;
  role: Role | null;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
}

const MINUTE_MS = 60_000;

async function latestCode(
  db: Queryable,
  purpose: CodePurpose,
  email: string,
): Promise<CodeRow | null> {
  const rows = (await db.query(
    `SELECT id, role, code_hash, created_at, expires_at, attempts, used_at FROM email_codes
      WHERE purpose = ? AND email = ? ORDER BY created_at DESC, id DESC LIMIT 1`,
    [purpose, email],
  )) as CodeRow[];
  return rows[0] ?? null;
}

/**
 * Makes a new code for the address; only the newest code of a purpose and address counts, so a
 * resend replaces the previous one. Refused (`rateLimited`) within the resend cooldown.
 */
export async function issueEmailCode(
  db: Queryable,
  args: { purpose: CodePurpose; email: string; role: Role | null; now: Date },
): Promise<{ id: string; code: string }> {
  const { purpose, email, role, now } = args;
  const latest = await latestCode(db, purpose, email);
  if (latest) {
    const resendAt = Date.parse(latest.created_at) + EMAIL_CODE.resendCooldownSeconds * 1000;
    if (resendAt > now.getTime()) {
      throw new DomainError(
        'rateLimited',
        {},
        {
          retryAfterSeconds: Math.ceil((resendAt - now.getTime()) / 1000),
        },
      );
    }
  }
  const id = uuidv7();
  const code = newEmailCode();
  await db.query(
    `INSERT INTO email_codes (id, purpose, email, role, code_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      purpose,
      email,
      role,
      emailCodeHash(id, code),
      now.toISOString(),
      new Date(now.getTime() + EMAIL_CODE.ttlMinutes * MINUTE_MS).toISOString(),
    ],
  );
  return { id, code };
}

/** Forgets a code whose mail could not be sent, so the cooldown does not block a retry. */
export async function discardEmailCode(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM email_codes WHERE id = ?`, [id]);
}

export type CodeVerdict = { accepted: true; role: Role | null } | { accepted: false };

/**
 * Checks a code against the newest one of the address and consumes it when right. A wrong code
 * counts an attempt (the caller must commit it even though it answers an error); a used, expired
 * or exhausted code is refused whatever is typed.
 */
export async function consumeEmailCode(
  db: Queryable,
  args: { purpose: CodePurpose; email: string; code: string; now: Date },
): Promise<CodeVerdict> {
  const { purpose, email, code, now } = args;
  const latest = await latestCode(db, purpose, email);
  if (
    !latest ||
    latest.used_at !== null ||
    Date.parse(latest.expires_at) <= now.getTime() ||
    latest.attempts >= EMAIL_CODE.maxAttempts
  ) {
    return { accepted: false };
  }
  if (!sameDigest(emailCodeHash(latest.id, code), latest.code_hash)) {
    await db.query(`UPDATE email_codes SET attempts = attempts + 1 WHERE id = ?`, [latest.id]);
    return { accepted: false };
  }
  await db.query(`UPDATE email_codes SET used_at = ? WHERE id = ?`, [now.toISOString(), latest.id]);
  return { accepted: true, role: latest.role };
}

/** The proof of a verified e-mail that `register` needs: random, stored hashed, short-lived. */
export async function issueRegistrationTicket(
  db: Queryable,
  args: { email: string; role: Role; now: Date },
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = newToken();
  const expiresAt = new Date(
    args.now.getTime() + REGISTRATION_TICKET_TTL_MINUTES * MINUTE_MS,
  ).toISOString();
  await db.query(
    `INSERT INTO registration_tickets (ticket_hash, email, role, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
    [tokenHash(ticket), args.email, args.role, args.now.toISOString(), expiresAt],
  );
  return { ticket, expiresAt };
}

export interface TicketClaims {
  email: string;
  role: Role;
}

/** The e-mail and role a ticket was issued for, when it is unused and unexpired; else null. */
export async function readRegistrationTicket(
  db: Queryable,
  ticket: string,
  now: Date,
): Promise<TicketClaims | null> {
  const rows = (await db.query(
    `SELECT email, role, expires_at, used_at FROM registration_tickets WHERE ticket_hash = ?`,
    [tokenHash(ticket)],
  )) as (TicketClaims & { expires_at: string; used_at: string | null })[];
  const row = rows[0];
  if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now.getTime()) return null;
  return { email: row.email, role: row.role };
}

/** Marks a ticket used; `codeInvalid` when it is not usable (any more). */
export async function consumeRegistrationTicket(
  db: Queryable,
  ticket: string,
  now: Date,
): Promise<TicketClaims> {
  const claims = await readRegistrationTicket(db, ticket, now);
  if (!claims) throw new DomainError('codeInvalid');
  await db.query(`UPDATE registration_tickets SET used_at = ? WHERE ticket_hash = ?`, [
    now.toISOString(),
    tokenHash(ticket),
  ]);
  return claims;
}
