import { ApiPaths } from '@atelier/contracts';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { LogOutCommand } from './log-out.command.js';

@ApiTags('User')
@Controller()
export class LogOutController {
  constructor(private readonly commands: CommandBus) {}

  @Post(ApiPaths.logout)
  @HttpCode(200)
  @Authenticated({ endedPlanAllowed: true })
  @ApiOkResponse({ description: 'The session is closed; data is null' })
  async logOut(
    @CurrentUser() user: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<null> {
    await this.commands.execute(
      new LogOutCommand({ userId: user.userId, sessionId: user.sessionId }, commandContextOf(req)),
    );
    return null;
  }
}
