import {
  ApiPaths,
  CASE_CATEGORIES,
  CONTENT_PAGING,
  caseListQuerySchema,
  toLocale,
  type CaseList,
} from '@atelier/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { ListCasesQuery } from './list-cases.query.js';

@ApiTags('Site and content')
@Controller()
export class ListCasesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.cooperationCaseList)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({
    name: 'category',
    required: false,
    enum: CASE_CATEGORIES,
    description: 'customer: success stories; cooperation: partnership cases; none: both',
  })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({
    name: 'pageSize',
    required: false,
    type: Number,
    description: `1 to ${CONTENT_PAGING.maxPageSize}`,
  })
  @ApiOkResponse({ description: 'CaseList: { items: SiteCase[], total, page, pageSize }' })
  list(
    @Query(new ZodValidationPipe(caseListQuerySchema)) query: z.output<typeof caseListQuerySchema>,
  ): Promise<CaseList> {
    return this.queries.execute(
      new ListCasesQuery(toLocale(query.lang), query.category ?? null, query.page, query.pageSize),
    );
  }
}
