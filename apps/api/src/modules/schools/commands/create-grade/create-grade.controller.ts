import { createGradeSchema, SchoolAdminPaths, type GradeRow } from '@atelier/contracts';
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
import { CreateGradeCommand } from './create-grade.command.js';

@ApiTags('School administration')
@Controller()
export class CreateGradeController {
  constructor(private readonly commands: CommandBus) {}

  /** A manager or a private teacher adds a grade; a school teacher gets 403. */
  @AdminPost(SchoolAdminPaths.grades, 'The new GradeRow')
  @Roles('manager', 'teacher')
  create(
    @Body(new ZodValidationPipe(createGradeSchema)) form: z.output<typeof createGradeSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<GradeRow> {
    return this.commands.execute(
      new CreateGradeCommand(
        { gradeId: uuidv7(), gradeKey: form.gradeKey, description: form.description },
        commandContextOf(req),
        caller,
      ),
    );
  }
}
