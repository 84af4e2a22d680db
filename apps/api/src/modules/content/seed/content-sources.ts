import {
  ARTICLE_KINDS,
  CASE_CATEGORIES,
  INSTITUTION_TYPES,
  LOCALES,
  SITE_SECTIONS,
  SLUG_PATTERN,
  VIDEO_CATEGORIES,
  bannerSchema,
  homeDataSchema,
  siteMarkdownPlainText,
  siteMarkdownProblems,
  type Locale,
} from '@atelier/contracts';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { parseFrontMatter } from './front-matter.js';

/**
 * One fixture source of site content (a JSON index and the text files it names): its fingerprint
 * (a hash of every file it reads) and how it replaces its rows in the database.
 */
export interface ContentSource {
  name: string;
  fingerprint: string;
  replace(manager: EntityManager, now: string): Promise<void>;
}

const slug = z.string().regex(SLUG_PATTERN);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A path of the web app's public folder (`/images/...`, `/media/...`), never another site. */
const publicPath = z.string().regex(/^\/(?!\/)[\w./-]+$/);
// A record keyed by an enum is exhaustive in zod 4: every language must be present.
const localised = <T extends z.ZodType>(schema: T) => z.record(z.enum(LOCALES), schema);

const homeFileSchema = localised(homeDataSchema.omit({ lang: true }));

const bannersFileSchema = z.array(
  bannerSchema.omit({ title: true, subtitle: true }).extend({
    placement: z.enum(['home', 'other']),
    section: z.enum(SITE_SECTIONS).optional(),
    text: localised(bannerSchema.pick({ title: true, subtitle: true })),
  }),
);

const articlesFileSchema = z.array(
  z.object({
    id: slug,
    url: slug,
    kind: z.enum(ARTICLE_KINDS),
    position: z.number().int(),
    updatedOn: isoDate,
  }),
);
const articleMetaSchema = z.object({ title: z.string().min(1), summary: z.string().min(1) });

const blogFileSchema = z.array(z.object({ slug, publishedOn: isoDate, coverImage: publicPath }));
const blogMetaSchema = articleMetaSchema.extend({ author: z.string().min(1) });

const casesFileSchema = z.array(
  z.object({
    id: slug,
    category: z.enum(CASE_CATEGORIES),
    position: z.number().int(),
    institutionType: z.enum(INSTITUTION_TYPES),
    country: z.string().regex(/^[A-Z]{2}$/),
    imageUrl: publicPath,
    illustrative: z.boolean(),
    figures: z.array(z.object({ value: z.string().min(1), label: localised(z.string().min(1)) })),
  }),
);
const caseMetaSchema = articleMetaSchema.extend({
  institution: z.string().min(1),
  city: z.string().min(1),
  quote: z.string().min(1).optional(),
  quoteAuthor: z.string().min(1).optional(),
  quoteRole: z.string().min(1).optional(),
});

const videosFileSchema = z.array(
  z.object({
    id: slug,
    category: z.enum(VIDEO_CATEGORIES),
    position: z.number().int(),
    featured: z.boolean().default(false),
    posterUrl: publicPath,
    durationSeconds: z.number().int().min(0),
    /** Null while no film is published: the site shows the poster only. */
    url: z
      .string()
      .regex(/^\/media\/[\w./-]+$/)
      .nullable(),
    publishedOn: isoDate,
    text: localised(z.object({ title: z.string().min(1), description: z.string().min(1) })),
  }),
);

class SourceReader {
  private readonly hash = createHash('sha256');

  constructor(readonly dir: string) {}

  async text(relative: string): Promise<string> {
    const text = await fs.readFile(path.join(this.dir, relative), 'utf8');
    this.hash.update(`${relative}\u0000${text}\u0000`);
    return text;
  }

  async json<S extends z.ZodType>(relative: string, schema: S): Promise<z.output<S>> {
    const result = schema.safeParse(JSON.parse(await this.text(relative)));
    if (!result.success) {
      throw new Error(`${relative}: ${z.prettifyError(result.error)}`);
    }
    return result.data;
  }

  /** A Markdown file with front matter; its body must stay within the site's Markdown subset. */
  async markdown<S extends z.ZodType>(
    relative: string,
    schema: S,
  ): Promise<{ meta: z.output<S>; body: string }> {
    const { meta, body } = parseFrontMatter(await this.text(relative), relative);
    const result = schema.safeParse(meta);
    if (!result.success) throw new Error(`${relative}: ${z.prettifyError(result.error)}`);
    const problems = siteMarkdownProblems(body);
    if (problems.length > 0) throw new Error(`${relative}: ${problems.join('; ')}`);
    if (body === '') throw new Error(`${relative}: the body is empty`);
    return { meta: result.data, body };
  }

  fingerprint(): string {
    return this.hash.digest('hex');
  }
}

function unique<T>(items: T[], key: (item: T) => string, what: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) throw new Error(`${what}: "${value}" appears twice`);
    seen.add(value);
  }
}

/** Minutes to read a body: about 200 words a minute, or 300 characters for Chinese. */
export function readingMinutes(body: string, locale: Locale): number {
  const text = siteMarkdownPlainText(body);
  const units =
    locale === 'zh'
      ? (text.match(/\p{Script=Han}/gu) ?? []).length / 300
      : text.split(/\s+/).filter(Boolean).length / 200;
  return Math.max(1, Math.round(units));
}

/** A table a source fills: its columns, comma-separated, and a value per column in each row. */
interface TableRows {
  table: string;
  columns: string;
  rows: readonly unknown[][];
}

/** A source that replaces every row of one table with the rows read from its files. */
function tableSource(
  name: string,
  reader: SourceReader,
  { table, columns, rows }: TableRows,
): ContentSource {
  const placeholders = columns.split(',').map(() => '?');
  const insert = `INSERT INTO ${table} (${columns}) VALUES (${placeholders.join(', ')})`;
  return {
    name,
    fingerprint: reader.fingerprint(),
    async replace(manager) {
      await manager.query(`DELETE FROM ${table}`);
      for (const row of rows) await manager.query(insert, row);
    },
  };
}

async function homeSource(dir: string): Promise<ContentSource> {
  const reader = new SourceReader(dir);
  const home = await reader.json('home.json', homeFileSchema);
  return {
    name: 'home',
    fingerprint: reader.fingerprint(),
    async replace(manager, now) {
      await manager.query(`DELETE FROM content_entries WHERE key = 'home'`);
      for (const locale of LOCALES) {
        await manager.query(
          `INSERT INTO content_entries (key, locale, body, updated_at) VALUES ('home', ?, ?, ?)`,
          [locale, JSON.stringify(home[locale]), now],
        );
      }
    },
  };
}

async function bannersSource(dir: string): Promise<ContentSource> {
  const reader = new SourceReader(dir);
  const banners = await reader.json('banners.json', bannersFileSchema);
  unique(banners, (banner) => banner.id, 'banners.json');
  return tableSource('banners', reader, {
    table: 'banners',
    columns: 'id, locale, placement, section, position, image_url, link_url, title, subtitle',
    rows: banners.flatMap((banner) =>
      LOCALES.map((locale) => [
        banner.id,
        locale,
        banner.placement,
        banner.section ?? null,
        banner.position,
        banner.imageUrl,
        banner.linkUrl,
        banner.text[locale].title,
        banner.text[locale].subtitle,
      ]),
    ),
  });
}

async function articlesSource(dir: string): Promise<ContentSource> {
  const reader = new SourceReader(dir);
  const articles = await reader.json('articles.json', articlesFileSchema);
  unique(articles, (article) => article.id, 'articles.json ids');
  unique(articles, (article) => article.url, 'articles.json urls');
  const rows: unknown[][] = [];
  for (const article of articles) {
    for (const locale of LOCALES) {
      const { meta, body } = await reader.markdown(
        `articles/${article.id}.${locale}.md`,
        articleMetaSchema,
      );
      rows.push([
        article.id,
        locale,
        article.url,
        article.kind,
        article.position,
        meta.title,
        meta.summary,
        body,
        article.updatedOn,
      ]);
    }
  }
  return tableSource('articles', reader, {
    table: 'site_articles',
    columns: 'id, locale, url, kind, position, title, summary, body, updated_on',
    rows,
  });
}

async function blogSource(dir: string): Promise<ContentSource> {
  const reader = new SourceReader(dir);
  const posts = await reader.json('blog.json', blogFileSchema);
  unique(posts, (post) => post.slug, 'blog.json');
  const rows: unknown[][] = [];
  for (const post of posts) {
    for (const locale of LOCALES) {
      const { meta, body } = await reader.markdown(
        `blog/${post.slug}.${locale}.md`,
        blogMetaSchema,
      );
      rows.push([
        post.slug,
        locale,
        post.publishedOn,
        meta.author,
        meta.title,
        meta.summary,
        body,
        post.coverImage,
        readingMinutes(body, locale),
      ]);
    }
  }
  return tableSource('blog', reader, {
    table: 'blog_posts',
    columns:
      'slug, locale, published_on, author, title, summary, body, cover_image, reading_minutes',
    rows,
  });
}

async function casesSource(dir: string): Promise<ContentSource> {
  const reader = new SourceReader(dir);
  const cases = await reader.json('cases.json', casesFileSchema);
  unique(cases, (item) => item.id, 'cases.json');
  const rows: unknown[][] = [];
  for (const item of cases) {
    for (const locale of LOCALES) {
      const file = `cases/${item.id}.${locale}.md`;
      const { meta, body } = await reader.markdown(file, caseMetaSchema);
      const quoteParts = [meta.quote, meta.quoteAuthor, meta.quoteRole];
      if (quoteParts.some(Boolean) && !quoteParts.every(Boolean)) {
        throw new Error(`${file}: quote, quoteAuthor and quoteRole go together`);
      }
      const quote =
        meta.quote && meta.quoteAuthor && meta.quoteRole
          ? { text: meta.quote, author: meta.quoteAuthor, role: meta.quoteRole }
          : null;
      rows.push([
        item.id,
        locale,
        item.category,
        item.position,
        meta.institution,
        item.institutionType,
        item.country,
        meta.city,
        meta.title,
        meta.summary,
        body,
        item.imageUrl,
        JSON.stringify(item.figures.map(({ value, label }) => ({ value, label: label[locale] }))),
        quote ? JSON.stringify(quote) : null,
        item.illustrative ? 1 : 0,
      ]);
    }
  }
  return tableSource('cases', reader, {
    table: 'site_cases',
    columns: `id, locale, category, position, institution, institution_type, country, city,
              title, summary, body, image_url, figures, quote, illustrative`,
    rows,
  });
}

async function videosSource(dir: string): Promise<ContentSource> {
  const reader = new SourceReader(dir);
  const videos = await reader.json('videos.json', videosFileSchema);
  unique(videos, (video) => video.id, 'videos.json');
  if (videos.filter((video) => video.featured).length > 1) {
    throw new Error('videos.json: at most one video is featured');
  }
  return tableSource('videos', reader, {
    table: 'site_videos',
    columns: `id, locale, category, position, featured, title, description, poster_url,
              duration_seconds, url, published_on`,
    rows: videos.flatMap((video) =>
      LOCALES.map((locale) => [
        video.id,
        locale,
        video.category,
        video.position,
        video.featured ? 1 : 0,
        video.text[locale].title,
        video.text[locale].description,
        video.posterUrl,
        video.durationSeconds,
        video.url,
        video.publishedOn,
      ]),
    ),
  });
}

/** Reads and checks every source; a malformed file fails here, before anything is written. */
export async function readContentSources(contentDir: string): Promise<ContentSource[]> {
  return Promise.all(
    [homeSource, bannersSource, articlesSource, blogSource, casesSource, videosSource].map((read) =>
      read(contentDir),
    ),
  );
}
