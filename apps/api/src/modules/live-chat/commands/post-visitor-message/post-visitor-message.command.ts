import type { ChatMessageView } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

/** A visitor's message; `origin` is for the inbox link in the team's mail. */
export class PostVisitorMessageCommand extends Command<ChatMessageView> {
  constructor(
    readonly payload: {
      conversationId: string;
      visitorToken: string;
      body: string;
      address: string;
      origin: string;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
