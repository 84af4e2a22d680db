import {
  ApiPaths,
  SITE_SECTIONS,
  langQuerySchema,
  otherBannersQuerySchema,
  toLocale,
  type BannerList,
  type HomeData,
} from '@atelier/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../infrastructure/http/access.decorator.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { GetHomeDataQuery } from './queries/get-home-data/get-home-data.query.js';
import { ListBannersQuery } from './queries/list-banners/list-banners.query.js';

type LangQuery = z.infer<typeof langQuerySchema>;
const langPipe = new ZodValidationPipe(langQuerySchema);
type OtherBannersQuery = z.output<typeof otherBannersQuerySchema>;

/** Thin: validate, send one query, return its result (the interceptor wraps the envelope). */
@ApiTags('Site and content')
@Controller()
export class ContentController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.homeData)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiOkResponse({ description: 'Home page sections in the requested language' })
  homeData(@Query(langPipe) query: LangQuery): Promise<HomeData> {
    return this.queries.execute(new GetHomeDataQuery(toLocale(query.lang)));
  }

  @Get(ApiPaths.banners)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiOkResponse({ description: 'Home page banners' })
  banners(@Query(langPipe) query: LangQuery): Promise<BannerList> {
    return this.queries.execute(new ListBannersQuery('home', toLocale(query.lang)));
  }

  @Get(ApiPaths.otherBanners)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({ name: 'section', required: false, enum: SITE_SECTIONS })
  @ApiOkResponse({
    description:
      'Banners of the other pages: those of `section` when it has its own, else the general ones',
  })
  otherBanners(
    @Query(new ZodValidationPipe(otherBannersQuerySchema)) query: OtherBannersQuery,
  ): Promise<BannerList> {
    return this.queries.execute(
      new ListBannersQuery('other', toLocale(query.lang), query.section ?? null),
    );
  }
}
