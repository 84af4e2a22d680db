import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppointStaffMemberHandler } from './commands/appoint-staff-member/appoint-staff-member.handler.js';
import { MarkConversationReadHandler } from './commands/mark-conversation-read/mark-conversation-read.handler.js';
import { PostVisitorMessageHandler } from './commands/post-visitor-message/post-visitor-message.handler.js';
import { VisitorChatController } from './commands/post-visitor-message/visitor-chat.controller.js';
import { ReplyAsStaffHandler } from './commands/reply-as-staff/reply-as-staff.handler.js';
import { StartConversationHandler } from './commands/start-conversation/start-conversation.handler.js';
import { SupportInboxController } from './queries/support-inbox/support-inbox.controller.js';
import { ChatReader } from './read-model/chat-reader.js';

/**
 * The site's live chat (issue 4): visitors' conversations (`chat_conversations`,
 * `chat_messages`), mailed to SUPPORT_EMAIL, answered from the support inbox by staff accounts
 * (`staff_members`). See README.md.
 */
@Module({
  imports: [CqrsModule],
  controllers: [VisitorChatController, SupportInboxController],
  providers: [
    ChatReader,
    StartConversationHandler,
    PostVisitorMessageHandler,
    ReplyAsStaffHandler,
    MarkConversationReadHandler,
    AppointStaffMemberHandler,
  ],
})
export class LiveChatModule {}
