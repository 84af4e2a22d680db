import { ApiPaths, sendFindPwdEmailSchema, type CodeSent } from '@atelier/contracts';
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
import { SendPasswordResetEmailCommand } from './send-password-reset-email.command.js';

@ApiTags('User')
@Controller()
export class SendPasswordResetEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post(ApiPaths.sendFindPwdEmail)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'CodeSent, the same for an unknown address (no enumeration)' })
  send(
    @Body(new ZodValidationPipe(sendFindPwdEmailSchema))
    form: z.output<typeof sendFindPwdEmailSchema>,
    @Req() req: RequestWithContext,
  ): Promise<CodeSent> {
    return this.commands.execute(
      new SendPasswordResetEmailCommand(
        { email: form.email, address: clientAddress(req) },
        commandContextOf(req),
      ),
    );
  }
}
