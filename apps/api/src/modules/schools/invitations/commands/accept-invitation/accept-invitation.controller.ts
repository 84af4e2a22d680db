import { SchoolAdminPaths, type AcceptInvitationAnswer } from '@atelier/contracts';
import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';
import { AcceptInvitationCommand } from './accept-invitation.command.js';

@ApiTags('School administration')
@Controller()
export class AcceptInvitationController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Any logged-in account; the invitation decides which role it wants. An account whose plan has
   * ended may accept too: joining a school is how a teacher's trial becomes a school plan.
   */
  @Post(SchoolAdminPaths.invitationAccept)
  @HttpCode(200)
  @Authenticated({ endedPlanAllowed: true })
  @ApiOkResponse({ description: 'AcceptInvitationAnswer: schoolId, classId, role' })
  accept(
    @Param('token') token: string,
    @CurrentUser() principal: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<AcceptInvitationAnswer> {
    return this.commands.execute(
      new AcceptInvitationCommand({ principal, token }, commandContextOf(req)),
    );
  }
}
