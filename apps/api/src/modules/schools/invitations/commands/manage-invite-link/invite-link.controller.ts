import { inviteLinkActionSchema, SchoolAdminPaths, type InviteLinkView } from '@atelier/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Roles } from '../../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';
import { ZodValidationPipe } from '../../../../../infrastructure/http/zod-validation.pipe.js';
import { ChangeInviteLinkCommand } from './change-invite-link.command.js';
import { ShowInviteLinkCommand } from './show-invite-link.command.js';

/** A class's invite link: managers, the class's teacher, a private teacher for their classes. */
@ApiTags('School administration')
@Controller()
export class InviteLinkController {
  constructor(private readonly commands: CommandBus) {}

  @Get(SchoolAdminPaths.classInviteLink)
  @Roles('manager', 'teacher')
  @ApiOkResponse({ description: 'InviteLinkView: state, path, expiresAt' })
  show(
    @Param('classId') classId: string,
    @CurrentUser() principal: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<InviteLinkView> {
    return this.commands.execute(
      new ShowInviteLinkCommand({ principal, classId }, commandContextOf(req)),
    );
  }

  @Post(SchoolAdminPaths.classInviteLink)
  @HttpCode(200)
  @Roles('manager', 'teacher')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'InviteLinkView after the action' })
  change(
    @Param('classId') classId: string,
    @Body(new ZodValidationPipe(inviteLinkActionSchema))
    form: z.output<typeof inviteLinkActionSchema>,
    @CurrentUser() principal: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<InviteLinkView> {
    return this.commands.execute(
      new ChangeInviteLinkCommand(
        { principal, classId, action: form.action },
        commandContextOf(req),
      ),
    );
  }
}
