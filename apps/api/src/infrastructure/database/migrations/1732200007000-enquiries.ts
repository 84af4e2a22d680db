import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Enquiries (issue 4): every form of the public site (institution enquiry, contact,
 * consultation, ambassador, demo request), one row per submission, each field in a column of its
 * own (NULL where a form has no such field). Personal data lives here and only here: the
 * `EnquirySubmitted` event carries the id and kind, so an erasure deletes rows by e-mail.
 *
 * `mail_status` follows the mail to the sales team, sent after the commit: `pending` until it
 * is tried, then `sent` or `failed` (a failed mail never loses the enquiry; these rows are the
 * ones to forward by hand or to retry). No client address is stored: the rate limiter keeps its
 * own hashed counters.
 */
export class Enquiries1732200007000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE enquiries (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL
        CHECK (kind IN ('institution', 'contact', 'consultation', 'ambassador', 'demo')),
      created_at TEXT NOT NULL,
      lang TEXT NOT NULL,
      email TEXT NOT NULL COLLATE NOCASE,
      first_name TEXT,
      last_name TEXT,
      full_name TEXT,
      phone TEXT,
      institution_name TEXT,
      school_name TEXT,
      country_code TEXT,
      region_code TEXT,
      city TEXT,
      student_count INTEGER CHECK (student_count IS NULL OR student_count >= 1),
      student_age_range TEXT,
      need_functions TEXT,
      message TEXT,
      social_media_name TEXT,
      child_age INTEGER,
      demo_language TEXT,
      preferred_time_slot TEXT,
      consent_at TEXT,
      mail_status TEXT NOT NULL DEFAULT 'pending'
        CHECK (mail_status IN ('pending', 'sent', 'failed')),
      mailed_at TEXT
    )`);
    await q.query(`CREATE INDEX enquiries_by_email ON enquiries (email)`);
    await q.query(`CREATE INDEX enquiries_by_kind ON enquiries (kind, created_at)`);
    await q.query(
      `CREATE INDEX enquiries_mail_pending ON enquiries (created_at) WHERE mail_status <> 'sent'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE enquiries');
  }
}
