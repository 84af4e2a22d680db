import { ApiPaths, resetPwdFormSchema } from '@atelier/contracts';
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
import { ResetPasswordCommand } from './reset-password.command.js';

@ApiTags('User')
@Controller()
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post(ApiPaths.resetPwd)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'The password is reset and every session closed; data is null' })
  async reset(
    @Body(new ZodValidationPipe(resetPwdFormSchema)) form: z.output<typeof resetPwdFormSchema>,
    @Req() req: RequestWithContext,
  ): Promise<null> {
    await this.commands.execute(
      new ResetPasswordCommand(
        { email: form.email, code: form.code, password: form.password },
        commandContextOf(req),
      ),
    );
    return null;
  }
}
