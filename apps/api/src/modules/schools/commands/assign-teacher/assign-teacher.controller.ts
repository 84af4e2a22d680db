import { assignTeacherSchema, SchoolAdminPaths, type ClassRow } from '@atelier/contracts';
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
import { AssignTeacherCommand } from './assign-teacher.command.js';

@ApiTags('School administration')
@Controller()
export class AssignTeacherController {
  constructor(private readonly commands: CommandBus) {}

  /** A manager assigns a teacher of the school; anyone else gets 403. */
  @AdminPost(SchoolAdminPaths.classTeacher, 'The ClassRow with its teacher')
  @Roles('manager', 'teacher')
  assign(
    @Param('classId') classId: string,
    @Body(new ZodValidationPipe(assignTeacherSchema)) form: z.output<typeof assignTeacherSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<ClassRow | null> {
    return this.commands.execute(
      new AssignTeacherCommand(
        { classId, teacherId: form.teacherId },
        commandContextOf(req),
        caller,
      ),
    );
  }
}
