import { removeStudentSchema, SchoolAdminPaths } from '@atelier/contracts';
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
import { RemoveStudentCommand } from './remove-student.command.js';

@ApiTags('School administration')
@Controller()
export class RemoveStudentController {
  constructor(private readonly commands: CommandBus) {}

  /** The class's manager, private teacher or (school) teacher removes a student from it. */
  @AdminPost(SchoolAdminPaths.studentRemove, 'null')
  @Roles('manager', 'teacher')
  async remove(
    @Param('studentId') studentId: string,
    @Body(new ZodValidationPipe(removeStudentSchema)) form: z.output<typeof removeStudentSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<null> {
    await this.commands.execute(
      new RemoveStudentCommand({ studentId, classId: form.classId }, commandContextOf(req), caller),
    );
    return null;
  }
}
