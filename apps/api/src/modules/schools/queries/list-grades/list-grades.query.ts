import type { GradeRow } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class ListGradesQuery extends Query<GradeRow[]> {
  constructor(readonly caller: SessionPrincipal) {
    super();
  }
}
