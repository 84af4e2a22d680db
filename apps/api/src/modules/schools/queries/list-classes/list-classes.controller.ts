import { SchoolAdminPaths, type ClassRow } from '@atelier/contracts';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ListClassesQuery } from './list-classes.query.js';

@ApiTags('School administration')
@Controller()
export class ListClassesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(SchoolAdminPaths.classes)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'ClassRow[]' })
  list(@CurrentUser() caller: SessionPrincipal): Promise<ClassRow[]> {
    return this.queries.execute(new ListClassesQuery(caller));
  }
}
