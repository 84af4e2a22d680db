import { gradeStatusSchema, SchoolAdminPaths, type GradeRow } from '@atelier/contracts';
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
import { ChangeGradeStatusCommand } from './change-grade-status.command.js';

@ApiTags('School administration')
@Controller()
export class ChangeGradeStatusController {
  constructor(private readonly commands: CommandBus) {}

  /** Disable or enable a grade; the grade machine refuses what it refuses (409). */
  @AdminPost(SchoolAdminPaths.gradeStatus, 'The GradeRow with its new status')
  @Roles('manager', 'teacher')
  change(
    @Param('gradeId') gradeId: string,
    @Body(new ZodValidationPipe(gradeStatusSchema)) form: z.output<typeof gradeStatusSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<GradeRow> {
    return this.commands.execute(
      new ChangeGradeStatusCommand({ gradeId, action: form.action }, commandContextOf(req), caller),
    );
  }
}
