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
import { DeleteClassCommand } from './delete-class.command.js';

@ApiTags('School administration')
@Controller()
export class DeleteClassController {
  constructor(private readonly commands: CommandBus) {}

  /** Only a class without students (409 `classNotEmpty` otherwise). */
  @Delete(SchoolAdminPaths.class)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'null' })
  async remove(
    @Param('classId') classId: string,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<null> {
    await this.commands.execute(new DeleteClassCommand({ classId }, commandContextOf(req), caller));
    return null;
  }
}
