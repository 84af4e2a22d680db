import { SchoolAdminPaths, type ClassDetail } from '@atelier/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { GetClassQuery } from './get-class.query.js';

@ApiTags('School administration')
@Controller()
export class GetClassController {
  constructor(private readonly queries: QueryBus) {}

  /** A class with its members and invitations (a school teacher: their own classes only). */
  @Get(SchoolAdminPaths.class)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'ClassDetail' })
  detail(
    @Param('classId') classId: string,
    @CurrentUser() caller: SessionPrincipal,
  ): Promise<ClassDetail> {
    return this.queries.execute(new GetClassQuery(caller, classId, new Date()));
  }
}
