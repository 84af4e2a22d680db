import { inviteStudentsByEmailSchema, SchoolAdminPaths, splitEmailList } from '@atelier/contracts';
import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
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
import {
  InviteStudentsByEmailCommand,
  type InvitationsSent,
} from './invite-students-by-email.command.js';

/**
 * A form post repeats `emails` once per address; a single address arrives as a plain string, and
 * a pasted list as one string with separators: both become the list the schema checks.
 */
const inviteStudentsForm = z.preprocess((body) => {
  if (typeof body !== 'object' || body === null) return body;
  const emails = (body as { emails?: unknown }).emails;
  return typeof emails === 'string' ? { ...body, emails: splitEmailList(emails) } : body;
}, inviteStudentsByEmailSchema);

@ApiTags('School administration')
@Controller()
export class InviteStudentsByEmailController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(SchoolAdminPaths.classInviteEmails)
  @HttpCode(200)
  @Roles('manager', 'teacher')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: '{ sent }: how many invitations were e-mailed' })
  invite(
    @Param('classId') classId: string,
    @Body(new ZodValidationPipe(inviteStudentsForm)) form: z.output<typeof inviteStudentsForm>,
    @CurrentUser() principal: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<InvitationsSent> {
    return this.commands.execute(
      new InviteStudentsByEmailCommand(
        { principal, classId, emails: form.emails, origin: mailOrigin(this.config, req) },
        commandContextOf(req),
      ),
    );
  }
}
