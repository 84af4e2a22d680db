import { ApiPaths, registerFormSchema, type SessionGrant } from '@atelier/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { GetSessionGrantQuery } from '../../queries/get-profile/get-session-grant.query.js';
import { RegisterUserCommand } from './register-user.command.js';

@ApiTags('User')
@Controller()
export class RegisterUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Registration, step 3: the ticket of `valid-captcha` plus the personal information; logs in. */
  @Post(ApiPaths.register)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'SessionGrant of the new account' })
  async register(
    @Body(new ZodValidationPipe(registerFormSchema)) form: z.output<typeof registerFormSchema>,
    @Req() req: RequestWithContext,
  ): Promise<SessionGrant> {
    const registered = await this.commands.execute(
      new RegisterUserCommand(
        {
          via: 'email',
          ticket: form.ticket,
          userId: uuidv7(),
          firstName: form.firstName,
          lastName: form.familyName,
          telephone: form.telephone,
          schoolCode: form.schoolCode,
          password: form.password,
          openSession: 'password',
        },
        commandContextOf(req),
      ),
    );
    return this.queries.execute(
      new GetSessionGrantQuery(registered.userId, registered.sessionToken ?? ''),
    );
  }
}
