import type { StudentProfile } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class GetStudentQuery extends Query<StudentProfile> {
  constructor(
    readonly caller: SessionPrincipal,
    readonly studentId: string,
  ) {
    super();
  }
}
