import {
  ApiPaths,
  socialLoginSchema,
  type SessionGrant,
  type SocialLoginStart,
} from '@atelier/contracts';
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
import { CompleteSocialLoginCommand } from './complete-social-login.command.js';
import { StartSocialLoginCommand } from './start-social-login.command.js';

@ApiTags('User')
@Controller()
export class SocialLoginController {
  constructor(private readonly commands: CommandBus) {}

  /** OpenID Connect with PKCE: `step=start` answers the authorization URL, `step=callback` a grant. */
  @Post(ApiPaths.socialLogin)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'start: { authorizationUrl }; callback: SessionGrant' })
  socialLogin(
    @Body(new ZodValidationPipe(socialLoginSchema)) form: z.output<typeof socialLoginSchema>,
    @Req() req: RequestWithContext,
  ): Promise<SocialLoginStart | SessionGrant> {
    const context = commandContextOf(req);
    return form.step === 'start'
      ? this.commands.execute(
          new StartSocialLoginCommand(
            { redirectUri: form.redirectUri, identity: form.identity ?? null },
            context,
          ),
        )
      : this.commands.execute(
          new CompleteSocialLoginCommand(
            {
              code: form.code,
              state: form.state,
              redirectUri: form.redirectUri,
              iss: form.iss ?? null,
            },
            context,
          ),
        );
  }
}
