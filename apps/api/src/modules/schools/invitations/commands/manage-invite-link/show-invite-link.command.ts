import type { InviteLinkView } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';

/**
 * The manager's (or class teacher's) look at a class's invite link. A command, not a query: the
 * first look creates the link, and a look at a link past its end date records its expiry.
 */
export class ShowInviteLinkCommand extends Command<InviteLinkView> {
  constructor(
    readonly payload: { principal: SessionPrincipal; classId: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
