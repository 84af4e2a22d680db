import type { CaseCategory, CaseList, Locale } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class ListCasesQuery extends Query<CaseList> {
  constructor(
    readonly locale: Locale,
    /** Null: both categories, customer cases first. */
    readonly category: CaseCategory | null,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
