import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live chat (issue 4). `chat_conversations` holds what a visitor left (an optional name and
 * e-mail: personal data lives here and in the messages, never in the events) and the SHA-256 of
 * the visitor's token; `chat_messages` the texts, their `seq` being the cursor a visitor reads
 * from (monotonic across the whole chat, so "after seq N" is exact whatever the clock).
 * `staff_read_seq` is how far the team has read a conversation (its unread count).
 *
 * `staff_members`: the accounts that may use the support inbox. Staff are managers with no
 * school; the role list is not extended (the users table keeps its CHECK).
 */
export class LiveChat1732200008000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE staff_members (
      user_id TEXT PRIMARY KEY,
      appointed_at TEXT NOT NULL
    )`);
    await q.query(`CREATE TABLE chat_conversations (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL,
      visitor_name TEXT,
      visitor_email TEXT COLLATE NOCASE,
      lang TEXT NOT NULL,
      created_at TEXT NOT NULL,
      last_message_at TEXT NOT NULL,
      staff_read_seq INTEGER NOT NULL DEFAULT 0
    )`);
    await q.query(
      `CREATE INDEX chat_conversations_by_activity ON chat_conversations (last_message_at)`,
    );
    await q.query(`CREATE TABLE chat_messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      conversation_id TEXT NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
      author TEXT NOT NULL CHECK (author IN ('visitor', 'staff')),
      staff_user_id TEXT,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL,
      mail_status TEXT CHECK (mail_status IS NULL OR mail_status IN ('pending', 'sent', 'failed'))
    )`);
    await q.query(
      `CREATE INDEX chat_messages_by_conversation ON chat_messages (conversation_id, seq)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE chat_messages');
    await q.query('DROP TABLE chat_conversations');
    await q.query('DROP TABLE staff_members');
  }
}
