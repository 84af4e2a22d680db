import {
  ARTICLE_KINDS,
  ApiPaths,
  SITE_ID,
  articleListQuerySchema,
  toLocale,
  type ArticleList,
} from '@atelier/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { ListArticlesQuery } from './list-articles.query.js';

@ApiTags('Site and content')
@Controller()
export class ListArticlesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.articleList)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({ name: 'site', required: false, enum: [SITE_ID] })
  @ApiQuery({ name: 'kind', required: false, enum: ARTICLE_KINDS })
  @ApiOkResponse({
    description: 'ArticleList: { items: [{ id, url, kind, title, summary, position }] }',
  })
  list(
    @Query(new ZodValidationPipe(articleListQuerySchema))
    query: z.output<typeof articleListQuerySchema>,
  ): Promise<ArticleList> {
    return this.queries.execute(new ListArticlesQuery(query.kind, toLocale(query.lang)));
  }
}
