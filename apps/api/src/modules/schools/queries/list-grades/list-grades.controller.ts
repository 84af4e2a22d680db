import { SchoolAdminPaths, type GradeRow } from '@atelier/contracts';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ListGradesQuery } from './list-grades.query.js';

@ApiTags('School administration')
@Controller()
export class ListGradesController {
  constructor(private readonly queries: QueryBus) {}

  /** The school's grades (every teacher of the school sees them). */
  @Get(SchoolAdminPaths.grades)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'GradeRow[]' })
  list(@CurrentUser() caller: SessionPrincipal): Promise<GradeRow[]> {
    return this.queries.execute(new ListGradesQuery(caller));
  }
}
