import type { UserEmailCheck } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class CheckUserEmailQuery extends Query<UserEmailCheck> {
  constructor(
    readonly email: string,
    /** The client's address, for the rate limit. */
    readonly address: string,
    readonly now: Date,
  ) {
    super();
  }
}
