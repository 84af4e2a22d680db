import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1732200001000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content_entries (
      key TEXT NOT NULL,
      locale TEXT NOT NULL,
      body TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (key, locale)
    )`);
    await q.query(`CREATE TABLE banners (
      id TEXT NOT NULL,
      locale TEXT NOT NULL,
      placement TEXT NOT NULL CHECK (placement IN ('home', 'other')),
      title TEXT NOT NULL,
      subtitle TEXT NOT NULL,
      image_url TEXT NOT NULL,
      link_url TEXT NOT NULL,
      position INTEGER NOT NULL,
      PRIMARY KEY (id, locale)
    )`);
    await q.query(`CREATE INDEX banners_by_placement ON banners (placement, locale, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE banners`);
    await q.query(`DROP TABLE content_entries`);
  }
}
