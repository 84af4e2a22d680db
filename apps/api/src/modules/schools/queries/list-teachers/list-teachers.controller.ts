import { SchoolAdminPaths, type TeachersAnswer } from '@atelier/contracts';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ListTeachersQuery } from './list-teachers.query.js';

@ApiTags('School administration')
@Controller()
export class ListTeachersController {
  constructor(private readonly queries: QueryBus) {}

  /** Managers only (teachers get 403). */
  @Get(SchoolAdminPaths.teachers)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'TeachersAnswer' })
  list(@CurrentUser() caller: SessionPrincipal): Promise<TeachersAnswer> {
    return this.queries.execute(new ListTeachersQuery(caller, new Date()));
  }
}
