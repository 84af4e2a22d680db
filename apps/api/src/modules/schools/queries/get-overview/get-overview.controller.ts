import { SchoolAdminPaths, type SchoolSummary } from '@atelier/contracts';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { GetOverviewQuery } from './get-overview.query.js';

@ApiTags('School administration')
@Controller()
export class GetOverviewController {
  constructor(private readonly queries: QueryBus) {}

  /** The caller's school (or private workspace) with its counts. */
  @Get(SchoolAdminPaths.overview)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'SchoolSummary' })
  overview(@CurrentUser() caller: SessionPrincipal): Promise<SchoolSummary> {
    return this.queries.execute(new GetOverviewQuery(caller, new Date()));
  }
}
