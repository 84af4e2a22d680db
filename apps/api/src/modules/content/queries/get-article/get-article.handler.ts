import type { Article, ArticleKind } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { GetArticleQuery } from './get-article.query.js';

interface ArticleRow {
  id: string;
  url: string;
  kind: ArticleKind;
  position: number;
  title: string;
  summary: string;
  body: string;
  updated_on: string;
}

@QueryHandler(GetArticleQuery)
export class GetArticleHandler implements IQueryHandler<GetArticleQuery, Article> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ locale, by }: GetArticleQuery): Promise<Article> {
    const [row] = (await this.db.query(
      `SELECT id, url, kind, position, title, summary, body, updated_on FROM site_articles
        WHERE locale = ? AND (? IS NULL OR id = ?) AND (? IS NULL OR url = ?)`,
      [locale, by.id ?? null, by.id ?? null, by.url ?? null, by.url ?? null],
    )) as ArticleRow[];
    if (!row) throw new DomainError('notFound');
    return {
      id: row.id,
      url: row.url,
      kind: row.kind,
      lang: locale,
      title: row.title,
      summary: row.summary,
      position: row.position,
      body: row.body,
      updatedOn: row.updated_on,
    };
  }
}
