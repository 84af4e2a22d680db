import { ApiPaths, checkUserEmailFormSchema, type UserEmailCheck } from '@atelier/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import {
  clientAddress,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { CheckUserEmailQuery } from './check-user-email.query.js';

@ApiTags('Forms and checks')
@Controller()
export class CheckUserEmailController {
  constructor(private readonly queries: QueryBus) {}

  @Post(ApiPaths.checkUserEmail)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: 'UserEmailCheck: { registered }' })
  @ApiTooManyRequestsResponse({ description: 'rateLimited, data { retryAfterSeconds }' })
  check(
    @Body(new ZodValidationPipe(checkUserEmailFormSchema))
    form: z.output<typeof checkUserEmailFormSchema>,
    @Req() req: RequestWithContext,
  ): Promise<UserEmailCheck> {
    return this.queries.execute(
      new CheckUserEmailQuery(form.email, clientAddress(req), new Date()),
    );
  }
}
