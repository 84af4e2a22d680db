import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

/** A staff member has read a conversation up to its last message. */
export class MarkConversationReadCommand extends Command<{ unread: number }> {
  constructor(
    readonly payload: { principal: SessionPrincipal; conversationId: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
