import type { ClassRow } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class ListClassesQuery extends Query<ClassRow[]> {
  constructor(readonly caller: SessionPrincipal) {
    super();
  }
}
