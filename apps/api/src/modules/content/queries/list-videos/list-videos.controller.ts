import {
  ApiPaths,
  CONTENT_PAGING,
  VIDEO_CATEGORIES,
  videoListQuerySchema,
  type VideoList,
} from '@atelier/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import {
  requestLocale,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { ListVideosQuery } from './list-videos.query.js';

/** A read sent as POST (spec section 7: a form), so it answers 200, not 201. */
@ApiTags('Site and content')
@Controller()
export class ListVideosController {
  constructor(private readonly queries: QueryBus) {}

  @Post(ApiPaths.videoList)
  @HttpCode(200)
  @Public()
  @ApiBody({
    description: `Form-encoded or JSON: lang (or the lang header), category (${VIDEO_CATEGORIES.join(', ')}), page, pageSize (1 to ${CONTENT_PAGING.maxPageSize})`,
    required: false,
  })
  @ApiOkResponse({ description: 'VideoList: { items: Video[], total, page, pageSize }' })
  list(
    @Body(new ZodValidationPipe(videoListQuerySchema)) form: z.output<typeof videoListQuerySchema>,
    @Req() req: RequestWithContext,
  ): Promise<VideoList> {
    // The language of a POST: the `lang` field, else the `lang` header (DESIGN.md section 3).
    return this.queries.execute(
      new ListVideosQuery(requestLocale(req), form.category ?? null, form.page, form.pageSize),
    );
  }
}
