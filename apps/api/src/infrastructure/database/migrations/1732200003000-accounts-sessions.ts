import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts and sessions (issue 3, ADR 003): the users read model grows its profile, plan and
 * provider columns; sessions, e-mailed codes, registration tickets, social-login states, partner
 * nonces, rate-limit windows and user messages get their tables. Every secret is stored as a
 * SHA-256 hash (tokens, tickets, states) or a salted hash (codes); nothing here can be replayed.
 */
export class AccountsSessions1732200003000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const column of [
      `plan TEXT CHECK (plan IN ('trial', 'subscriber', 'school-teacher', 'private-teacher'))`,
      'plan_expires_at TEXT',
      `gender TEXT CHECK (gender IN ('boy', 'girl', 'not-available'))`,
      'birth_date TEXT',
      'country TEXT',
      'avatar_path TEXT',
      'telephone TEXT',
      'provider TEXT',
      'provider_subject TEXT',
      'provider_extra TEXT',
    ]) {
      await q.query(`ALTER TABLE users ADD COLUMN ${column}`);
    }
    await q.query(
      `CREATE UNIQUE INDEX users_by_provider ON users (provider, provider_subject)
        WHERE provider IS NOT NULL`,
    );

    await q.query(`CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id),
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      last_seen_at TEXT NOT NULL,
      revoked_at TEXT
    )`);
    await q.query(`CREATE INDEX sessions_by_user ON sessions (user_id) WHERE revoked_at IS NULL`);

    await q.query(`CREATE TABLE email_codes (
      id TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset')),
      email TEXT NOT NULL COLLATE NOCASE,
      role TEXT,
      code_hash TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      used_at TEXT
    )`);
    await q.query(`CREATE INDEX email_codes_latest ON email_codes (purpose, email, created_at)`);

    await q.query(`CREATE TABLE registration_tickets (
      ticket_hash TEXT PRIMARY KEY,
      email TEXT NOT NULL COLLATE NOCASE,
      role TEXT NOT NULL CHECK (role IN ('student', 'teacher', 'manager')),
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    )`);

    await q.query(`CREATE TABLE social_login_states (
      state_hash TEXT PRIMARY KEY,
      code_verifier TEXT NOT NULL,
      nonce TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      identity TEXT,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`);

    await q.query(`CREATE TABLE partner_nonces (
      provider TEXT NOT NULL,
      nonce_hash TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      PRIMARY KEY (provider, nonce_hash)
    )`);

    // Fixed windows per bucket; the limiter weighs the previous window to slide (ADR 003).
    await q.query(`CREATE TABLE rate_limits (
      bucket TEXT NOT NULL,
      window_start INTEGER NOT NULL,
      hits INTEGER NOT NULL,
      PRIMARY KEY (bucket, window_start)
    )`);

    await q.query(`CREATE TABLE user_messages (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id),
      kind TEXT NOT NULL,
      params TEXT NOT NULL DEFAULT '{}',
      created_at TEXT NOT NULL,
      read_at TEXT
    )`);
    await q.query(`CREATE INDEX user_messages_by_user ON user_messages (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'user_messages',
      'rate_limits',
      'partner_nonces',
      'social_login_states',
      'registration_tickets',
      'email_codes',
      'sessions',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query('DROP INDEX users_by_provider');
    for (const column of [
      'provider_extra',
      'provider_subject',
      'provider',
      'telephone',
      'avatar_path',
      'country',
      'birth_date',
      'gender',
      'plan_expires_at',
      'plan',
    ]) {
      await q.query(`ALTER TABLE users DROP COLUMN ${column}`);
    }
  }
}
