import type { BlogData, BlogPostSummary } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { GetBlogDataQuery } from './get-blog-data.query.js';

interface BlogRow {
  slug: string;
  published_on: string;
  author: string;
  title: string;
  summary: string;
  cover_image: string;
  reading_minutes: number;
}

function summaryOf(row: BlogRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: row.author,
    publishedOn: row.published_on,
    coverImage: row.cover_image,
    readingMinutes: row.reading_minutes,
  };
}

const COLUMNS = 'slug, published_on, author, title, summary, cover_image, reading_minutes';

@QueryHandler(GetBlogDataQuery)
export class GetBlogDataHandler implements IQueryHandler<GetBlogDataQuery, BlogData> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ locale, slug, page, pageSize }: GetBlogDataQuery): Promise<BlogData> {
    if (slug !== null) {
      const [row] = (await this.db.query(
        `SELECT ${COLUMNS}, body FROM blog_posts WHERE locale = ? AND slug = ?`,
        [locale, slug],
      )) as (BlogRow & { body: string })[];
      if (!row) throw new DomainError('notFound');
      return { ...summaryOf(row), lang: locale, body: row.body };
    }
    const [count] = (await this.db.query(
      `SELECT count(*) AS total FROM blog_posts WHERE locale = ?`,
      [locale],
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM blog_posts WHERE locale = ?
        ORDER BY published_on DESC, slug LIMIT ? OFFSET ?`,
      [locale, pageSize, (page - 1) * pageSize],
    )) as BlogRow[];
    return { items: rows.map(summaryOf), total: count?.total ?? 0, page, pageSize };
  }
}
