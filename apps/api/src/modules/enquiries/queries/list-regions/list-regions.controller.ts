import {
  ApiPaths,
  regionsQuerySchema,
  toLocale,
  type CountryList,
  type CountryRegions,
} from '@atelier/contracts';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { ListRegionsQuery } from './list-regions.query.js';

type RegionsQuery = z.output<typeof regionsQuerySchema>;
const regionsPipe = new ZodValidationPipe(regionsQuerySchema);

/** ISO data that changes only with a release: browsers and proxies may keep it for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The cascading country/region list of the forms, at both paths of spec section 7 (the same
 * data). `?country=XX` answers that country's regions; without it, the countries.
 */
@ApiTags('Forms and checks')
@Controller()
export class ListRegionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.regions)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({ name: 'country', required: false, description: 'ISO 3166-1 alpha-2 code' })
  @ApiOkResponse({
    description:
      'Without country: CountryList { countries: [{ code, name, hasRegions }] }. ' +
      'With country: CountryRegions { country, regions: [{ code, name }] }',
  })
  @ApiNotFoundResponse({ description: 'The country code is not an ISO 3166-1 country' })
  regions(
    @Query(regionsPipe) query: RegionsQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CountryList | CountryRegions> {
    return this.list(query, res);
  }

  @Get(ApiPaths.consultRegions)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({ name: 'country', required: false, description: 'ISO 3166-1 alpha-2 code' })
  @ApiOkResponse({ description: `The same answers as ${ApiPaths.regions}` })
  @ApiNotFoundResponse({ description: 'The country code is not an ISO 3166-1 country' })
  consultRegions(
    @Query(regionsPipe) query: RegionsQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CountryList | CountryRegions> {
    return this.list(query, res);
  }

  /** Only an answer is cacheable: a refusal (404, 400) is not kept. */
  private async list(query: RegionsQuery, res: Response): Promise<CountryList | CountryRegions> {
    const answer = await this.queries.execute(
      new ListRegionsQuery(toLocale(query.lang), query.country),
    );
    res.setHeader('Cache-Control', CACHE_CONTROL);
    return answer;
  }
}
