import { SchoolAdminPaths, updateClassSchema, type ClassRow } from '@atelier/contracts';
import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { UpdateClassCommand } from './update-class.command.js';

@ApiTags('School administration')
@Controller()
export class UpdateClassController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(SchoolAdminPaths.class)
  @Roles('manager', 'teacher')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'The updated ClassRow' })
  update(
    @Param('classId') classId: string,
    @Body(new ZodValidationPipe(updateClassSchema)) form: z.output<typeof updateClassSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<ClassRow> {
    return this.commands.execute(
      new UpdateClassCommand({ ...form, classId }, commandContextOf(req), caller),
    );
  }
}
