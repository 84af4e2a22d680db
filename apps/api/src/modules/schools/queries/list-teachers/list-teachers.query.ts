import type { TeachersAnswer } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class ListTeachersQuery extends Query<TeachersAnswer> {
  constructor(
    readonly caller: SessionPrincipal,
    readonly now: Date,
  ) {
    super();
  }
}
