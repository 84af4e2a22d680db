import { SchoolAdminPaths, updateGradeSchema, type GradeRow } from '@atelier/contracts';
import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
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
import { UpdateGradeCommand } from './update-grade.command.js';

@ApiTags('School administration')
@Controller()
export class UpdateGradeController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(SchoolAdminPaths.grade)
  @Roles('manager', 'teacher')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'The updated GradeRow' })
  update(
    @Param('gradeId') gradeId: string,
    @Body(new ZodValidationPipe(updateGradeSchema)) form: z.output<typeof updateGradeSchema>,
    @CurrentUser() caller: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<GradeRow> {
    return this.commands.execute(
      new UpdateGradeCommand(
        { gradeId, description: form.description },
        commandContextOf(req),
        caller,
      ),
    );
  }
}
