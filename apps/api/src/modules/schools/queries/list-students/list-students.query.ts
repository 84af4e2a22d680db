import type { StudentRow } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class ListStudentsQuery extends Query<StudentRow[]> {
  constructor(readonly caller: SessionPrincipal) {
    super();
  }
}
