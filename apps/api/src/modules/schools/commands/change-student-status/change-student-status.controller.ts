import { SchoolAdminPaths, studentStatusSchema } from '@atelier/contracts';
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
import { ChangeStudentStatusCommand } from './change-student-status.command.js';

@ApiTags('School administration')
@Controller()
export class ChangeStudentStatusController {
  constructor(private readonly commands: CommandBus) {}

  /** Suspend or activate a student in a class; the membership machine refuses what it refuses. */
  @Post(SchoolAdminPaths.studentStatus)
  @HttpCode(200)
  @Roles('manager', 'teacher')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'null' })
  async change(
    @Param('studentId') studentId: string,
    @Body(new ZodValidationPipe(studentStatusSchema)) form: z.output<typeof studentStatusSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<null> {
    await this.commands.execute(
      new ChangeStudentStatusCommand(
        { studentId, classId: form.classId, action: form.action },
        commandContextOf(req),
        caller,
      ),
    );
    return null;
  }
}
