import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import {
  chatConversationDecider,
  chatConversationStream,
} from '../../domain/chat-conversation.decider.js';
import { projectChatEvents } from '../../projections/live-chat.projection.js';
import { ChatReader } from '../../read-model/chat-reader.js';
import { MarkConversationReadCommand } from './mark-conversation-read.command.js';

/** Records `ChatConversationRead` up to the last message (nothing when already read). */
@CommandHandler(MarkConversationReadCommand)
export class MarkConversationReadHandler implements ICommandHandler<
  MarkConversationReadCommand,
  { unread: number }
> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly reader: ChatReader,
  ) {}

  async execute({ payload, context }: MarkConversationReadCommand): Promise<{ unread: number }> {
    await this.reader.assertStaff(payload.principal);
    const last = await this.reader.lastMessageId(payload.conversationId);
    if (!last) throw new DomainError('notFound');
    await this.runner.run({
      ...chatConversationStream(payload.conversationId),
      decider: chatConversationDecider,
      command: {
        type: 'MarkChatConversationRead',
        conversationId: payload.conversationId,
        upToMessageId: last,
      },
      context,
      project: (manager, events) => projectChatEvents(manager, events, {}),
    });
    return { unread: 0 };
  }
}
