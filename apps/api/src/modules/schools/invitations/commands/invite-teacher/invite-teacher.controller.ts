import { inviteTeacherSchema, SchoolAdminPaths } from '@atelier/contracts';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../../../config/app-config.js';
import { Roles } from '../../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';
import { ZodValidationPipe } from '../../../../../infrastructure/http/zod-validation.pipe.js';
import { mailOrigin } from '../../mail/invite-url.js';
import type { InvitationsSent } from '../invite-students-by-email/invite-students-by-email.command.js';
import { InviteTeacherCommand } from './invite-teacher.command.js';

@ApiTags('School administration')
@Controller()
export class InviteTeacherController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Managers of a school only: teachers (school or private) get 403. */
  @Post(SchoolAdminPaths.teacherInvitations)
  @HttpCode(200)
  @Roles('manager')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: '{ sent: 1 }' })
  invite(
    @Body(new ZodValidationPipe(inviteTeacherSchema)) form: z.output<typeof inviteTeacherSchema>,
    @CurrentUser() principal: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<InvitationsSent> {
    return this.commands.execute(
      new InviteTeacherCommand(
        { principal, ...form, origin: mailOrigin(this.config, req) },
        commandContextOf(req),
      ),
    );
  }
}
