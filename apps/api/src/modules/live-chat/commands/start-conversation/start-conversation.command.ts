import type { ChatConversationOpened, StartChatValues } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

/** A visitor opens a conversation; `address` is the client's, for the rate limit only. */
export class StartConversationCommand extends Command<ChatConversationOpened> {
  constructor(
    readonly payload: { values: StartChatValues; address: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
