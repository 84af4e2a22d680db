import {
  chatMessageSchema,
  supportInboxQuerySchema,
  SupportPaths,
  type ChatMessageValues,
  type ChatMessageView,
  type SupportConversationThread,
  type SupportInboxPage,
  type SupportMe,
} from '@atelier/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, Roles } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { MarkConversationReadCommand } from '../../commands/mark-conversation-read/mark-conversation-read.command.js';
import { ReplyAsStaffCommand } from '../../commands/reply-as-staff/reply-as-staff.command.js';
import { ChatReader } from '../../read-model/chat-reader.js';

const NOT_STAFF = 'forbidden: not a staff account (data: the caller’s session grant)';

/**
 * The support inbox: managers listed in `staff_members` (no school). `Roles('manager')` refuses
 * other roles; ChatReader.assertStaff refuses a manager who is not staff, with the same 403.
 */
@ApiTags('Live chat')
@Controller()
export class SupportInboxController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ChatReader,
  ) {}

  @Get(SupportPaths.me)
  @Authenticated({ endedPlanAllowed: true })
  @ApiOkResponse({ description: 'SupportMe: { staff }' })
  async me(@CurrentUser() principal: SessionPrincipal): Promise<SupportMe> {
    const staff =
      principal.role === 'manager' &&
      principal.schoolId === null &&
      (await this.reader.isStaff(principal.userId));
    return { staff };
  }

  @Get(SupportPaths.conversations)
  @Roles('manager')
  @ApiOkResponse({ description: 'SupportInboxPage: conversations, newest activity first' })
  @ApiForbiddenResponse({ description: NOT_STAFF })
  async list(
    @CurrentUser() principal: SessionPrincipal,
    @Query(new ZodValidationPipe(supportInboxQuerySchema)) query: { page: number },
  ): Promise<SupportInboxPage> {
    await this.reader.assertStaff(principal);
    return this.reader.inbox(query.page);
  }

  @Get(SupportPaths.conversation)
  @Roles('manager')
  @ApiOkResponse({ description: 'SupportConversationThread: conversation and messages' })
  @ApiForbiddenResponse({ description: NOT_STAFF })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async thread(
    @CurrentUser() principal: SessionPrincipal,
    @Param('conversationId') conversationId: string,
  ): Promise<SupportConversationThread> {
    await this.reader.assertStaff(principal);
    return this.reader.thread(conversationId);
  }

  @Post(SupportPaths.reply)
  @HttpCode(200)
  @Roles('manager')
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: 'ChatMessageView of the reply' })
  @ApiForbiddenResponse({ description: NOT_STAFF })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  reply(
    @CurrentUser() principal: SessionPrincipal,
    @Param('conversationId') conversationId: string,
    @Body(new ZodValidationPipe(chatMessageSchema)) values: ChatMessageValues,
    @Req() req: RequestWithContext,
  ): Promise<ChatMessageView> {
    return this.commands.execute(
      new ReplyAsStaffCommand(
        { principal, conversationId, body: values.body },
        commandContextOf(req),
      ),
    );
  }

  @Post(SupportPaths.read)
  @HttpCode(200)
  @Roles('manager')
  @ApiOkResponse({ description: '{ unread: 0 }' })
  @ApiForbiddenResponse({ description: NOT_STAFF })
  @ApiNotFoundResponse({ description: 'No such conversation, or no message yet' })
  markRead(
    @CurrentUser() principal: SessionPrincipal,
    @Param('conversationId') conversationId: string,
    @Req() req: RequestWithContext,
  ): Promise<{ unread: number }> {
    return this.commands.execute(
      new MarkConversationReadCommand({ principal, conversationId }, commandContextOf(req)),
    );
  }
}
