import type { ClassDetail } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class GetClassQuery extends Query<ClassDetail> {
  constructor(
    readonly caller: SessionPrincipal,
    readonly classId: string,
    readonly now: Date,
  ) {
    super();
  }
}
