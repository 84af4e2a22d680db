import { ApiPaths, type Profile } from '@atelier/contracts';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { GetProfileQuery } from './get-profile.query.js';

@ApiTags('User')
@Controller()
export class ValidateController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Tells the client whether its session is still good: 200 with the profile, or 401. Allowed
   * when the plan has ended, since the account page needs it.
   */
  @Get(ApiPaths.validate)
  @Authenticated({ endedPlanAllowed: true })
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiOkResponse({ description: 'Profile of the logged-in user' })
  validate(@CurrentUser() user: SessionPrincipal): Promise<Profile> {
    return this.queries.execute(new GetProfileQuery(user.userId));
  }
}
