import { SchoolAdminPaths, type StudentRow } from '@atelier/contracts';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ListStudentsQuery } from './list-students.query.js';

@ApiTags('School administration')
@Controller()
export class ListStudentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(SchoolAdminPaths.students)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'StudentRow[]' })
  list(@CurrentUser() caller: SessionPrincipal): Promise<StudentRow[]> {
    return this.queries.execute(new ListStudentsQuery(caller));
  }
}
