import type { SessionGrant } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

/** The grant of a session just opened (after a registration that logged the user in). */
export class GetSessionGrantQuery extends Query<SessionGrant> {
  constructor(
    readonly userId: string,
    readonly tokenValue: string,
  ) {
    super();
  }
}
