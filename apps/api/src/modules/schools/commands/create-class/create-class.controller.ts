import { createClassSchema, SchoolAdminPaths, type ClassRow } from '@atelier/contracts';
import { Body, Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { v7 as uuidv7 } from 'uuid';
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
import { CreateClassCommand } from './create-class.command.js';

@ApiTags('School administration')
@Controller()
export class CreateClassController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * A manager or a private teacher adds a class (a school teacher gets 403). `gradeId` may be a
   * grade key: the grade is added when missing.
   */
  @AdminPost(SchoolAdminPaths.classes, 'The new ClassRow')
  @Roles('manager', 'teacher')
  create(
    @Body(new ZodValidationPipe(createClassSchema)) form: z.output<typeof createClassSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<ClassRow> {
    return this.commands.execute(
      new CreateClassCommand({ ...form, classId: uuidv7() }, commandContextOf(req), caller),
    );
  }
}
