import { ApiPaths, articleDataQuerySchema, toLocale, type Article } from '@atelier/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { GetArticleQuery } from './get-article.query.js';

@ApiTags('Site and content')
@Controller()
export class GetArticleController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.articleData)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({ name: 'url', required: false, description: 'The article url (slug)' })
  @ApiQuery({ name: 'id', required: false, description: 'The article id' })
  @ApiOkResponse({
    description:
      'Article: { id, url, kind, lang, title, summary, position, body (site Markdown), updatedOn }; 404 if unknown',
  })
  get(
    @Query(new ZodValidationPipe(articleDataQuerySchema))
    query: z.output<typeof articleDataQuerySchema>,
  ): Promise<Article> {
    return this.queries.execute(
      new GetArticleQuery(toLocale(query.lang), { id: query.id, url: query.url }),
    );
  }
}
