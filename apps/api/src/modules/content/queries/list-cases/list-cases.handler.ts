import {
  caseSchema,
  type CaseCategory,
  type CaseList,
  type InstitutionType,
  type SiteCase,
} from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ListCasesQuery } from './list-cases.query.js';

interface CaseRow {
  id: string;
  category: CaseCategory;
  institution: string;
  institution_type: InstitutionType;
  country: string;
  city: string;
  title: string;
  summary: string;
  body: string;
  image_url: string;
  figures: string;
  quote: string | null;
  illustrative: number;
}

function caseOf(row: CaseRow): SiteCase {
  return {
    id: row.id,
    category: row.category,
    institution: row.institution,
    institutionType: row.institution_type,
    country: row.country,
    city: row.city,
    title: row.title,
    summary: row.summary,
    body: row.body,
    imageUrl: row.image_url,
    // JSON columns written by the importer; parsed against the contract on the way out.
    figures: caseSchema.shape.figures.parse(JSON.parse(row.figures)),
    quote: caseSchema.shape.quote.parse(row.quote === null ? null : JSON.parse(row.quote)),
    illustrative: row.illustrative === 1,
  };
}

/** Customer cases (success stories) and cooperation cases, in their set order. */
@QueryHandler(ListCasesQuery)
export class ListCasesHandler implements IQueryHandler<ListCasesQuery, CaseList> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ locale, category, page, pageSize }: ListCasesQuery): Promise<CaseList> {
    const where = `locale = ? AND (? IS NULL OR category = ?)`;
    const params = [locale, category, category];
    const [count] = (await this.db.query(
      `SELECT count(*) AS total FROM site_cases WHERE ${where}`,
      params,
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT * FROM site_cases WHERE ${where}
        ORDER BY CASE category WHEN 'customer' THEN 0 ELSE 1 END, position, id
        LIMIT ? OFFSET ?`,
      [...params, pageSize, (page - 1) * pageSize],
    )) as CaseRow[];
    return { items: rows.map(caseOf), total: count?.total ?? 0, page, pageSize };
  }
}
