import type { InviteLinkAction, InviteLinkView } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';

/** Switch a class's invite link on or off, or replace it by a new one (`regenerate`). */
export class ChangeInviteLinkCommand extends Command<InviteLinkView> {
  constructor(
    readonly payload: { principal: SessionPrincipal; classId: string; action: InviteLinkAction },
    readonly context: CommandContext,
  ) {
    super();
  }
}
