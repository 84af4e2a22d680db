import { SchoolAdminPaths, studentStatusSchema } from '@atelier/contracts';
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
import { ChangeStudentStatusCommand } from './change-student-status.command.js';

@ApiTags('School administration')
@Controller()
export class ChangeStudentStatusController {
  constructor(private readonly commands: CommandBus) {}

  /** Suspend or activate a student in a class; the membership machine refuses what it refuses. */
  @AdminPost(SchoolAdminPaths.studentStatus, 'null')
  @Roles('manager', 'teacher')
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
