import {
  ApiPaths,
  CONTENT_PAGING,
  blogDataQuerySchema,
  toLocale,
  type BlogData,
} from '@atelier/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { GetBlogDataQuery } from './get-blog-data.query.js';

@ApiTags('Site and content')
@Controller()
export class GetBlogDataController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.blogData)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({ name: 'slug', required: false, description: 'One post instead of the list' })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({
    name: 'pageSize',
    required: false,
    type: Number,
    description: `1 to ${CONTENT_PAGING.maxPageSize}`,
  })
  @ApiOkResponse({
    description:
      'Without slug: { items: BlogPostSummary[], total, page, pageSize }, newest first. With slug: BlogPost (summary fields + lang, body); 404 if unknown',
  })
  get(
    @Query(new ZodValidationPipe(blogDataQuerySchema)) query: z.output<typeof blogDataQuerySchema>,
  ): Promise<BlogData> {
    return this.queries.execute(
      new GetBlogDataQuery(toLocale(query.lang), query.slug ?? null, query.page, query.pageSize),
    );
  }
}
