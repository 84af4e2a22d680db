import type { PlanView } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class GetPlanQuery extends Query<PlanView> {
  constructor(
    readonly caller: SessionPrincipal,
    readonly now: Date,
  ) {
    super();
  }
}
