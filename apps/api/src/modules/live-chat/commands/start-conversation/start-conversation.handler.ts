import { CHAT_RATE_LIMITS, type ChatConversationOpened } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter.js';
import {
  chatConversationDecider,
  chatConversationStream,
} from '../../domain/chat-conversation.decider.js';
import { projectChatEvents } from '../../projections/live-chat.projection.js';
import { hashVisitorToken } from '../../read-model/chat-reader.js';
import { StartConversationCommand } from './start-conversation.command.js';

/**
 * Opens a conversation: counts it against the per-address limit, then records
 * `ChatConversationStarted` and the row (with the token's hash, never the token) in one
 * transaction. The token is answered once; the widget keeps it.
 */
@CommandHandler(StartConversationCommand)
export class StartConversationHandler implements ICommandHandler<
  StartConversationCommand,
  ChatConversationOpened
> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ payload, context }: StartConversationCommand): Promise<ChatConversationOpened> {
    await this.limiter.consume(
      [
        {
          kind: 'chat:start:address',
          subject: payload.address,
          rule: CHAT_RATE_LIMITS.conversations,
        },
      ],
      context.now,
    );
    const conversationId = uuidv7();
    const visitorToken = randomBytes(32).toString('base64url');
    await this.runner.run({
      ...chatConversationStream(conversationId),
      decider: chatConversationDecider,
      command: { type: 'StartChatConversation', conversationId },
      context,
      project: (manager, events) =>
        projectChatEvents(manager, events, {
          conversation: {
            tokenHash: hashVisitorToken(visitorToken),
            name: payload.values.name ?? null,
            email: payload.values.email ?? null,
          },
        }),
    });
    return { conversationId, visitorToken };
  }
}
