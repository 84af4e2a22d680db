import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations (issue 5): the class invite link of each class and the e-mailed invitations.
 *
 * A class link's token is never stored: it is derived from the link id with the server secret
 * (HMAC), so the manager can see it at any time and the server checks it without a look-up by
 * token. An e-mailed invitation's token is random and stored only as its SHA-256.
 *
 * No foreign keys to `classes`: a class row may be deleted (when empty) while its link row stays;
 * the link is then unusable because its class is gone.
 */
export class Invitations1732200005000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE class_invite_links (
      class_id TEXT PRIMARY KEY,
      school_id TEXT NOT NULL,
      link_id TEXT NOT NULL UNIQUE,
      state TEXT NOT NULL
        CHECK (state IN ('not-activated', 'activated', 'switched-off', 'expired')),
      expires_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`);

    await q.query(`CREATE TABLE invitations (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('student', 'teacher')),
      email TEXT NOT NULL COLLATE NOCASE,
      first_name TEXT NOT NULL DEFAULT '',
      last_name TEXT NOT NULL DEFAULT '',
      school_id TEXT NOT NULL,
      class_id TEXT,
      invited_by TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      accepted_at TEXT,
      accepted_by TEXT,
      CHECK ((kind = 'student') = (class_id IS NOT NULL))
    )`);
    await q.query(
      `CREATE INDEX invitations_pending_by_class ON invitations (class_id, expires_at)
        WHERE accepted_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX invitations_pending_by_school ON invitations (school_id, kind, expires_at)
        WHERE accepted_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE invitations');
    await q.query('DROP TABLE class_invite_links');
  }
}
