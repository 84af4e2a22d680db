import { ApiPaths, type PlanView } from '@atelier/contracts';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { GetPlanQuery } from './get-plan.query.js';

@ApiTags('User')
@Controller()
export class GetPlanController {
  constructor(private readonly queries: QueryBus) {}

  /** Any role; also once the plan (or the school's access) has ended: the account page asks. */
  @Get(ApiPaths.plan)
  @Authenticated({ endedPlanAllowed: true })
  @ApiOkResponse({ description: 'PlanView' })
  plan(@CurrentUser() caller: SessionPrincipal): Promise<PlanView> {
    return this.queries.execute(new GetPlanQuery(caller, new Date()));
  }
}
