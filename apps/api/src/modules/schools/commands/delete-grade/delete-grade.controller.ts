import { SchoolAdminPaths } from '@atelier/contracts';
import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { DeleteGradeCommand } from './delete-grade.command.js';

@ApiTags('School administration')
@Controller()
export class DeleteGradeController {
  constructor(private readonly commands: CommandBus) {}

  /** Only a grade without classes (409 `gradeNotEmpty` otherwise). */
  @Delete(SchoolAdminPaths.grade)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'null' })
  async remove(
    @Param('gradeId') gradeId: string,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<null> {
    await this.commands.execute(new DeleteGradeCommand({ gradeId }, commandContextOf(req), caller));
    return null;
  }
}
