import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site content of issue 4: articles (about and legal), blog posts, customer and cooperation
 * cases, videos, banners of inner pages, and the fingerprint of each imported fixture source so
 * that a changed file is imported again and an unchanged one is left alone.
 */
export class SiteContent1732200006000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content_sources (
      name TEXT PRIMARY KEY,
      sha256 TEXT NOT NULL,
      imported_at TEXT NOT NULL
    )`);
    // NULL: a general "other" banner; otherwise the inner page (SITE_SECTIONS) it belongs to.
    await q.query(`ALTER TABLE banners ADD COLUMN section TEXT`);
    await q.query(`DROP INDEX banners_by_placement`);
    await q.query(
      `CREATE INDEX banners_by_placement ON banners (placement, locale, section, position)`,
    );
    await q.query(`CREATE TABLE site_articles (
      id TEXT NOT NULL,
      locale TEXT NOT NULL,
      url TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('about', 'legal')),
      position INTEGER NOT NULL,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      body TEXT NOT NULL,
      updated_on TEXT NOT NULL,
      PRIMARY KEY (id, locale),
      UNIQUE (url, locale)
    )`);
    await q.query(`CREATE INDEX site_articles_by_kind ON site_articles (kind, locale, position)`);
    await q.query(`CREATE TABLE blog_posts (
      slug TEXT NOT NULL,
      locale TEXT NOT NULL,
      published_on TEXT NOT NULL,
      author TEXT NOT NULL,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      body TEXT NOT NULL,
      cover_image TEXT NOT NULL,
      reading_minutes INTEGER NOT NULL,
      PRIMARY KEY (slug, locale)
    )`);
    await q.query(`CREATE INDEX blog_posts_by_date ON blog_posts (locale, published_on, slug)`);
    await q.query(`CREATE TABLE site_cases (
      id TEXT NOT NULL,
      locale TEXT NOT NULL,
      category TEXT NOT NULL CHECK (category IN ('customer', 'cooperation')),
      position INTEGER NOT NULL,
      institution TEXT NOT NULL,
      institution_type TEXT NOT NULL,
      country TEXT NOT NULL,
      city TEXT NOT NULL,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      body TEXT NOT NULL,
      image_url TEXT NOT NULL,
      figures TEXT NOT NULL,
      quote TEXT,
      illustrative INTEGER NOT NULL,
      PRIMARY KEY (id, locale)
    )`);
    await q.query(`CREATE INDEX site_cases_by_category ON site_cases (locale, category, position)`);
    await q.query(`CREATE TABLE site_videos (
      id TEXT NOT NULL,
      locale TEXT NOT NULL,
      category TEXT NOT NULL,
      position INTEGER NOT NULL,
      featured INTEGER NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      poster_url TEXT NOT NULL,
      duration_seconds INTEGER NOT NULL,
      url TEXT,
      published_on TEXT NOT NULL,
      PRIMARY KEY (id, locale)
    )`);
    await q.query(
      `CREATE INDEX site_videos_by_category ON site_videos (locale, category, position)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE site_videos`);
    await q.query(`DROP TABLE site_cases`);
    await q.query(`DROP TABLE blog_posts`);
    await q.query(`DROP TABLE site_articles`);
    await q.query(`DROP INDEX banners_by_placement`);
    await q.query(`CREATE INDEX banners_by_placement ON banners (placement, locale, position)`);
    await q.query(`ALTER TABLE banners DROP COLUMN section`);
    await q.query(`DROP TABLE content_sources`);
  }
}
