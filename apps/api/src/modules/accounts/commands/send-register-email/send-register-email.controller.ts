import { ApiPaths, sendRegisterEmailSchema, type CodeSent } from '@atelier/contracts';
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
import { SendRegisterEmailCommand } from './send-register-email.command.js';

@ApiTags('User')
@Controller()
export class SendRegisterEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post(ApiPaths.sendRegisterEmail)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'CodeSent: resendAfterSeconds, expiresInMinutes' })
  send(
    @Body(new ZodValidationPipe(sendRegisterEmailSchema))
    form: z.output<typeof sendRegisterEmailSchema>,
    @Req() req: RequestWithContext,
  ): Promise<CodeSent> {
    return this.commands.execute(
      new SendRegisterEmailCommand({ ...form, address: clientAddress(req) }, commandContextOf(req)),
    );
  }
}
