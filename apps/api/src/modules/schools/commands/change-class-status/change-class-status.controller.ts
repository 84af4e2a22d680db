import { classStatusSchema, SchoolAdminPaths, type ClassRow } from '@atelier/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
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
import { ChangeClassStatusCommand } from './change-class-status.command.js';

@ApiTags('School administration')
@Controller()
export class ChangeClassStatusController {
  constructor(private readonly commands: CommandBus) {}

  /** Suspend, activate, disable or enable; the class machine refuses what it refuses (409). */
  @Post(SchoolAdminPaths.classStatus)
  @HttpCode(200)
  @Roles('manager', 'teacher')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'The ClassRow with its new status' })
  change(
    @Param('classId') classId: string,
    @Body(new ZodValidationPipe(classStatusSchema)) form: z.output<typeof classStatusSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<ClassRow> {
    return this.commands.execute(
      new ChangeClassStatusCommand({ classId, action: form.action }, commandContextOf(req), caller),
    );
  }
}
