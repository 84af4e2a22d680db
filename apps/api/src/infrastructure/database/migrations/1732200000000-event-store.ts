import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store (DESIGN.md section 4).
 *
 * `position INTEGER PRIMARY KEY` aliases SQLite's rowid without AUTOINCREMENT: a rolled-back
 * append hands its positions to the next one, so positions stay dense (1..n). With a single
 * writer at a time (BEGIN IMMEDIATE) positions also become visible in order, which is what lets
 * the warehouse projector keep a plain "last position" checkpoint.
 *
 * UNIQUE(stream_id, version) is the optimistic-concurrency guard and doubles as the index for
 * reading a stream and its current version. UNIQUE(event_id) makes re-appends detectable.
 */
export class EventStore1732200000000 implements MigrationInterface {
  name = 'EventStore1732200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        position INTEGER PRIMARY KEY,
        event_id TEXT NOT NULL UNIQUE,
        stream_id TEXT NOT NULL,
        stream_type TEXT NOT NULL,
        version INTEGER NOT NULL CHECK (version >= 1),
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        metadata TEXT NOT NULL,
        occurred_at TEXT NOT NULL,
        UNIQUE (stream_id, version)
      )
    `);
    // Events are facts: the store refuses to change or forget one, whoever asks.
    await queryRunner.query(`
      CREATE TRIGGER events_no_update BEFORE UPDATE ON events
      BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
    `);
    await queryRunner.query(`
      CREATE TRIGGER events_no_delete BEFORE DELETE ON events
      BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE events');
  }
}
