import type { ArticleKind, ArticleList } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ListArticlesQuery } from './list-articles.query.js';

interface ArticleListRow {
  id: string;
  url: string;
  kind: ArticleKind;
  position: number;
  title: string;
  summary: string;
}

/** The About dropdown (kind about) or the legal links (kind legal), in their set order. */
@QueryHandler(ListArticlesQuery)
export class ListArticlesHandler implements IQueryHandler<ListArticlesQuery, ArticleList> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ kind, locale }: ListArticlesQuery): Promise<ArticleList> {
    const rows = (await this.db.query(
      `SELECT id, url, kind, position, title, summary FROM site_articles
        WHERE kind = ? AND locale = ? ORDER BY position, id`,
      [kind, locale],
    )) as ArticleListRow[];
    return {
      items: rows.map(({ id, url, position, title, summary }) => ({
        id,
        url,
        kind,
        title,
        summary,
        position,
      })),
    };
  }
}
