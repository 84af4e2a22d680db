import { moveStudentSchema, SchoolAdminPaths } from '@atelier/contracts';
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
import { MoveStudentCommand } from './move-student.command.js';

@ApiTags('School administration')
@Controller()
export class MoveStudentController {
  constructor(private readonly commands: CommandBus) {}

  /** A manager or a private teacher moves a student to another class of the school. */
  @AdminPost(SchoolAdminPaths.studentMove, 'null')
  @Roles('manager', 'teacher')
  async move(
    @Param('studentId') studentId: string,
    @Body(new ZodValidationPipe(moveStudentSchema)) form: z.output<typeof moveStudentSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<null> {
    await this.commands.execute(
      new MoveStudentCommand(
        { studentId, toClassId: form.toClassId },
        commandContextOf(req),
        caller,
      ),
    );
    return null;
  }
}
