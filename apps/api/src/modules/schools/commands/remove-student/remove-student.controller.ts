import { removeStudentSchema, SchoolAdminPaths } from '@atelier/contracts';
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
import { RemoveStudentCommand } from './remove-student.command.js';

@ApiTags('School administration')
@Controller()
export class RemoveStudentController {
  constructor(private readonly commands: CommandBus) {}

  /** The class's manager, private teacher or (school) teacher removes a student from it. */
  @Post(SchoolAdminPaths.studentRemove)
  @HttpCode(200)
  @Roles('manager', 'teacher')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'null' })
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
