import type { SchoolSummary } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class GetOverviewQuery extends Query<SchoolSummary> {
  constructor(
    readonly caller: SessionPrincipal,
    readonly now: Date,
  ) {
    super();
  }
}
