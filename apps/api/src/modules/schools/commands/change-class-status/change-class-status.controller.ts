import { classStatusSchema, SchoolAdminPaths, type ClassRow } from '@atelier/contracts';
import { Body, Controller, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { AdminPost } from '../admin-post.decorator.js';
import { ChangeClassStatusCommand } from './change-class-status.command.js';

@ApiTags('School administration')
@Controller()
export class ChangeClassStatusController {
  constructor(private readonly commands: CommandBus) {}

  /** Suspend, activate, disable or enable; the class machine refuses what it refuses (409). */
  @AdminPost(SchoolAdminPaths.classStatus, 'The ClassRow with its new status')
  @Roles('manager', 'teacher')
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
