import { SchoolAdminPaths, type StudentProfile } from '@atelier/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { GetStudentQuery } from './get-student.query.js';

@ApiTags('School administration')
@Controller()
export class GetStudentController {
  constructor(private readonly queries: QueryBus) {}

  @Get(SchoolAdminPaths.student)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'StudentProfile' })
  profile(
    @Param('studentId') studentId: string,
    @CurrentUser() caller: SessionPrincipal,
  ): Promise<StudentProfile> {
    return this.queries.execute(new GetStudentQuery(caller, studentId));
  }
}
