import { gradeStatusSchema, SchoolAdminPaths, type GradeRow } from '@atelier/contracts';
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
import { ChangeGradeStatusCommand } from './change-grade-status.command.js';

@ApiTags('School administration')
@Controller()
export class ChangeGradeStatusController {
  constructor(private readonly commands: CommandBus) {}

  /** Disable or enable a grade; the grade machine refuses what it refuses (409). */
  @Post(SchoolAdminPaths.gradeStatus)
  @HttpCode(200)
  @Roles('manager', 'teacher')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'The GradeRow with its new status' })
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
