import { ApiPaths, loginFormSchema, type SessionGrant } from '@atelier/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import {
  clientAddress,
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { LogInCommand } from './log-in.command.js';

@ApiTags('User')
@Controller()
export class LogInController {
  constructor(private readonly commands: CommandBus) {}

  @Post(ApiPaths.login)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'SessionGrant: user, tokenName, tokenValue, role' })
  logIn(
    @Body(new ZodValidationPipe(loginFormSchema)) form: z.output<typeof loginFormSchema>,
    @Req() req: RequestWithContext,
  ): Promise<SessionGrant> {
    return this.commands.execute(
      new LogInCommand({ ...form, address: clientAddress(req) }, commandContextOf(req)),
    );
  }
}
