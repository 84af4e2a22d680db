import { ApiPaths, validCaptchaSchema, type CaptchaVerified } from '@atelier/contracts';
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
import { VerifyRegisterCodeCommand } from './verify-register-code.command.js';

@ApiTags('User')
@Controller()
export class VerifyRegisterCodeController {
  constructor(private readonly commands: CommandBus) {}

  @Post(ApiPaths.validCaptcha)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'CaptchaVerified: ticket, email, role, expiresAt' })
  verify(
    @Body(new ZodValidationPipe(validCaptchaSchema)) form: z.output<typeof validCaptchaSchema>,
    @Req() req: RequestWithContext,
  ): Promise<CaptchaVerified> {
    return this.commands.execute(new VerifyRegisterCodeCommand(form, commandContextOf(req)));
  }
}
