import type { ChatMessageView } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

/** A staff member answers a conversation from the support inbox. */
export class ReplyAsStaffCommand extends Command<ChatMessageView> {
  constructor(
    readonly payload: { principal: SessionPrincipal; conversationId: string; body: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
