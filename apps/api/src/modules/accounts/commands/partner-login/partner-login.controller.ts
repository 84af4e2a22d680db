import { ApiPaths, kenyaLoginSchema, type SessionGrant } from '@atelier/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { PartnerLogInCommand } from './partner-login.command.js';

@ApiTags('Partner')
@Controller()
export class PartnerLogInController {
  constructor(private readonly commands: CommandBus) {}

  @Post(ApiPaths.kenyaLogin)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: "SessionGrant with provider 'kenya' and providerExtra.domain" })
  logIn(
    @Body(new ZodValidationPipe(kenyaLoginSchema)) form: z.output<typeof kenyaLoginSchema>,
    @Req() req: RequestWithContext,
  ): Promise<SessionGrant> {
    return this.commands.execute(new PartnerLogInCommand(form, commandContextOf(req)));
  }
}
