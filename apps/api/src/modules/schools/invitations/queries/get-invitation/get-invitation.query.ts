import type { InvitationView } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../../infrastructure/cqrs/command-runner.js';

export class GetInvitationQuery extends Query<InvitationView> {
  constructor(
    readonly token: string,
    /** The client's address, for the rate limit. */
    readonly address: string,
    /** Who looks (anonymous or a session) and when: a link found past its end date is recorded. */
    readonly context: CommandContext,
  ) {
    super();
  }
}
