import { CHAT_RATE_LIMITS, type ChatMessageView } from '@atelier/contracts';
import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { Mailer } from '../../../../infrastructure/mail/mailer.js';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter.js';
import {
  chatConversationDecider,
  chatConversationStream,
} from '../../domain/chat-conversation.decider.js';
import { supportMail } from '../../mail/support-mail.js';
import { projectChatEvents } from '../../projections/live-chat.projection.js';
import { ChatReader, messageById, visitorOf } from '../../read-model/chat-reader.js';
import { PostVisitorMessageCommand } from './post-visitor-message.command.js';

/**
 * A visitor's message: the token must match (404 otherwise), it counts against the limits per
 * conversation and per address, then `ChatMessagePosted` and the message row commit together.
 * The mail to SUPPORT_EMAIL goes after the commit, in the background: a failed mail leaves the
 * message stored with `mail_status = 'failed'` (logged by ids only).
 */
@CommandHandler(PostVisitorMessageCommand)
export class PostVisitorMessageHandler
  implements ICommandHandler<PostVisitorMessageCommand, ChatMessageView>, OnModuleDestroy
{
  private readonly logger = new Logger('LiveChat');
  private readonly mailing = new Set<Promise<void>>();

  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly reader: ChatReader,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ payload, context }: PostVisitorMessageCommand): Promise<ChatMessageView> {
    const { conversationId } = payload;
    await this.reader.assertVisitor(conversationId, payload.visitorToken);
    const { messages } = CHAT_RATE_LIMITS;
    await this.limiter.consume(
      [
        { kind: 'chat:message:conversation', subject: conversationId, rule: messages },
        {
          kind: 'chat:message:address',
          subject: payload.address,
          rule: { max: messages.perAddressMax, windowSeconds: messages.windowSeconds },
        },
      ],
      context.now,
    );
    const messageId = uuidv7();
    await this.runner.run({
      ...chatConversationStream(conversationId),
      decider: chatConversationDecider,
      command: { type: 'PostChatMessage', conversationId, messageId, author: 'visitor' },
      context,
      project: (manager, events) =>
        projectChatEvents(manager, events, { message: { body: payload.body, staffUserId: null } }),
    });
    const message = await messageById(this.db, messageId);
    const sending = this.mailTeam(payload, message, context.lang).finally(() =>
      this.mailing.delete(sending),
    );
    this.mailing.add(sending);
    return message;
  }

  /** Lets the mails under way finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.mailing]);
  }

  private async mailTeam(
    payload: PostVisitorMessageCommand['payload'],
    message: ChatMessageView,
    lang: string,
  ): Promise<void> {
    let status: 'sent' | 'failed' = 'sent';
    try {
      await this.mailer.send(
        supportMail({
          to: this.config.supportEmail,
          conversationId: payload.conversationId,
          messageId: message.id,
          body: message.body,
          visitor: await visitorOf(this.db, payload.conversationId),
          lang,
          at: message.createdAt,
          origin: this.config.publicUrl ?? payload.origin,
        }),
      );
    } catch (error) {
      status = 'failed';
      this.logger.error(
        {
          conversationId: payload.conversationId,
          messageId: message.id,
          err: error instanceof Error ? error.name : 'unknown',
        },
        'chat message stored, but its mail to the support address failed',
      );
    }
    try {
      await this.unitOfWork.run((manager) =>
        manager.query(`UPDATE chat_messages SET mail_status = ? WHERE id = ?`, [
          status,
          message.id,
        ]),
      );
    } catch (error) {
      this.logger.error(
        { messageId: message.id, err: error instanceof Error ? error.name : 'unknown' },
        'mail status of a chat message could not be recorded',
      );
    }
  }
}
