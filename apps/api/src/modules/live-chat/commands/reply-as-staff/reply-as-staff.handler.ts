import type { ChatMessageView } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import {
  chatConversationDecider,
  chatConversationStream,
} from '../../domain/chat-conversation.decider.js';
import { projectChatEvents } from '../../projections/live-chat.projection.js';
import { ChatReader, messageById } from '../../read-model/chat-reader.js';
import { ReplyAsStaffCommand } from './reply-as-staff.command.js';

/**
 * A staff reply: `ChatMessagePosted` (author `staff`) and the row commit together; the
 * visitor's widget finds it on its next cursor read. Replying also marks the conversation read.
 */
@CommandHandler(ReplyAsStaffCommand)
export class ReplyAsStaffHandler implements ICommandHandler<ReplyAsStaffCommand, ChatMessageView> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly reader: ChatReader,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context }: ReplyAsStaffCommand): Promise<ChatMessageView> {
    const { principal, conversationId } = payload;
    await this.reader.assertStaff(principal);
    const messageId = uuidv7();
    await this.runner.run({
      ...chatConversationStream(conversationId),
      decider: chatConversationDecider,
      command: { type: 'PostChatMessage', conversationId, messageId, author: 'staff' },
      context,
      project: (manager, events) =>
        projectChatEvents(manager, events, {
          message: { body: payload.body, staffUserId: principal.userId },
        }),
    });
    await this.runner.run({
      ...chatConversationStream(conversationId),
      decider: chatConversationDecider,
      command: { type: 'MarkChatConversationRead', conversationId, upToMessageId: messageId },
      context,
      project: (manager, events) => projectChatEvents(manager, events, {}),
    });
    return messageById(this.db, messageId);
  }
}
