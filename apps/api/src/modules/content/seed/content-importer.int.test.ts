import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataSource } from '../../../infrastructure/database/data-source.js';
import { UnitOfWork } from '../../../infrastructure/database/unit-of-work.js';
import { importContent } from './content-importer.js';
import { parseFrontMatter } from './front-matter.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../fixtures/content');
const SOURCES = ['home', 'banners', 'articles', 'blog', 'cases', 'videos'];

describe(importContent.name, () => {
  let dir: string;
  let contentDir: string;
  let dataSource: DataSource;
  let unitOfWork: UnitOfWork;

  const sut = (now = '2026-11-22T10:00:00.000Z') =>
    unitOfWork.run((manager) => importContent(manager, contentDir, now));
  const count = async (table: string): Promise<number> => {
    const [row] = (await dataSource.query(`SELECT count(*) AS n FROM ${table}`)) as { n: number }[];
    return row?.n ?? -1;
  };
  const blogTitle = async (slug: string, locale: string): Promise<string | undefined> => {
    const [row] = (await dataSource.query(
      `SELECT title FROM blog_posts WHERE slug = ? AND locale = ?`,
      [slug, locale],
    )) as { title: string }[];
    return row?.title;
  };

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-importer-'));
    // A copy of the real fixtures, so a test can change a file.
    contentDir = path.join(dir, 'content');
    await fs.cp(FIXTURES, contentDir, { recursive: true });
    dataSource = await openDataSource({ file: path.join(dir, 'atelier.sqlite') });
    unitOfWork = new UnitOfWork(dataSource);
  });

  afterEach(async () => {
    await dataSource.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('imports every source of the real fixtures, in the three languages', async () => {
    const report = await sut();
    expect(report).toEqual({ imported: SOURCES, unchanged: [] });
    expect(await count('content_entries')).toBe(3);
    expect(await count('site_articles')).toBe(9 * 3);
    expect(await count('blog_posts')).toBe(6 * 3);
    expect(await count('site_cases')).toBe(7 * 3);
    expect(await count('site_videos')).toBe(7 * 3);
    expect(await count('banners')).toBe(12 * 3);
    expect(await blogTitle('first-characters', 'zh')).toBe('认识第一批汉字：学写中文从哪里开始');
  });

  it('writes nothing on a second start with the same files, and keeps edits made in the database', async () => {
    await sut();
    await dataSource.query(
      `UPDATE blog_posts SET title = 'Edited' WHERE slug = 'first-characters' AND locale = 'en'`,
    );
    const report = await sut('2026-11-23T10:00:00.000Z');
    expect(report).toEqual({ imported: [], unchanged: SOURCES });
    expect(await blogTitle('first-characters', 'en')).toBe('Edited');
    expect(await count('blog_posts')).toBe(6 * 3);
  });

  it('replaces a source whose files changed, and only that source', async () => {
    await sut();
    await dataSource.query(`UPDATE site_videos SET title = 'Edited' WHERE locale = 'en'`);
    const file = path.join(contentDir, 'blog', 'first-characters.fr.md');
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replace(/^title: .*$/m, 'title: Nos premiers caractères'));

    const report = await sut();
    expect(report.imported).toEqual(['blog']);
    expect(await blogTitle('first-characters', 'fr')).toBe('Nos premiers caractères');
    // Videos were not re-imported: the edit made in the database stays.
    const [video] = (await dataSource.query(
      `SELECT title FROM site_videos WHERE locale = 'en' LIMIT 1`,
    )) as { title: string }[];
    expect(video?.title).toBe('Edited');
  });

  it('drops rows whose entry was removed from the files', async () => {
    await sut();
    const index = path.join(contentDir, 'blog.json');
    const posts = JSON.parse(await fs.readFile(index, 'utf8')) as { slug: string }[];
    await fs.writeFile(index, JSON.stringify(posts.filter((p) => p.slug !== 'first-characters')));
    await sut();
    expect(await count('blog_posts')).toBe(5 * 3);
    expect(await blogTitle('first-characters', 'en')).toBeUndefined();
  });

  it('refuses a body outside the Markdown subset and writes nothing', async () => {
    const file = path.join(contentDir, 'articles', 'privacy.zh.md');
    await fs.appendFile(file, '\n\n<script>alert(1)</script>\n');
    await expect(sut()).rejects.toThrow(/articles\/privacy\.zh\.md: raw HTML/);
    expect(await count('site_articles')).toBe(0);
    expect(await count('content_sources')).toBe(0);
  });

  it('refuses a missing language', async () => {
    await fs.rm(path.join(contentDir, 'cases', 'les-petits-pandas.fr.md'));
    await expect(sut()).rejects.toThrow(/les-petits-pandas\.fr\.md/);
  });

  it('refuses a link to another scheme and a duplicate id', async () => {
    const file = path.join(contentDir, 'blog', 'ten-minutes-a-day.en.md');
    await fs.appendFile(file, '\n\n[Click](javascript:steal)\n');
    await expect(sut()).rejects.toThrow(/link target not allowed/);
    await fs.cp(FIXTURES, contentDir, { recursive: true });

    const index = path.join(contentDir, 'videos.json');
    const videos = JSON.parse(await fs.readFile(index, 'utf8')) as unknown[];
    await fs.writeFile(index, JSON.stringify([...videos, videos[0]]));
    await expect(sut()).rejects.toThrow(/videos\.json: "atelier-in-two-minutes" appears twice/);
  });
});

describe(parseFrontMatter.name, () => {
  it('splits the front matter from the body', () => {
    expect(parseFrontMatter('---\ntitle: A: b\nsummary:  S \n---\n\nBody\n', 'f.md')).toEqual({
      meta: { title: 'A: b', summary: 'S' },
      body: 'Body',
    });
  });

  it('refuses a file without front matter or with a malformed line', () => {
    expect(() => parseFrontMatter('Body', 'f.md')).toThrow(/must start with ---/);
    expect(() => parseFrontMatter('---\ntitle: A\n', 'f.md')).toThrow(/not closed/);
    expect(() => parseFrontMatter('---\njust text\n---\nBody', 'f.md')).toThrow(/key: value/);
  });
});
