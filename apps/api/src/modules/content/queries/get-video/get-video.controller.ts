import { ApiPaths, toLocale, videoQuerySchema, type Video } from '@atelier/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { GetVideoQuery } from './get-video.query.js';

@ApiTags('Site and content')
@Controller()
export class GetVideoController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.video)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({ name: 'id', required: false, description: 'Without it: the featured video' })
  @ApiOkResponse({ description: 'Video; 404 for an unknown id' })
  get(
    @Query(new ZodValidationPipe(videoQuerySchema)) query: z.output<typeof videoQuerySchema>,
  ): Promise<Video> {
    return this.queries.execute(new GetVideoQuery(toLocale(query.lang), query.id ?? null));
  }
}
