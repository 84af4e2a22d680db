import {
  CHAT_TOKEN_HEADER,
  chatCursorSchema,
  chatMessageSchema,
  LiveChatPaths,
  startChatSchema,
  type ChatConversationOpened,
  type ChatMessagesPage,
  type ChatMessageValues,
  type ChatMessageView,
  type StartChatValues,
} from '@atelier/contracts';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiConsumes,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import {
  clientAddress,
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { ChatReader } from '../../read-model/chat-reader.js';
import { StartConversationCommand } from '../start-conversation/start-conversation.command.js';
import { PostVisitorMessageCommand } from './post-visitor-message.command.js';

const TOKEN_HEADER = {
  name: CHAT_TOKEN_HEADER,
  description: 'The visitorToken the conversation was opened with',
  required: true,
};
const LIMITED = 'rateLimited, data { retryAfterSeconds }';

/**
 * The widget's calls (public: anonymous visitors). A conversation is read and written with its
 * visitor token in the `x-chat-token` header; a wrong token or id answers the same 404.
 */
@ApiTags('Live chat')
@Controller()
export class VisitorChatController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ChatReader,
  ) {}

  @Post(LiveChatPaths.conversations)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: 'ChatConversationOpened: { conversationId, visitorToken }' })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  start(
    @Body(new ZodValidationPipe(startChatSchema)) values: StartChatValues,
    @Req() req: RequestWithContext,
  ): Promise<ChatConversationOpened> {
    return this.commands.execute(
      new StartConversationCommand({ values, address: clientAddress(req) }, commandContextOf(req)),
    );
  }

  @Post(LiveChatPaths.messages)
  @HttpCode(200)
  @Public()
  @ApiHeader(TOKEN_HEADER)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: 'ChatMessageView: { id, seq, author, body, createdAt }' })
  @ApiNotFoundResponse({ description: 'No such conversation, or not this token' })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  post(
    @Param('conversationId') conversationId: string,
    @Headers(CHAT_TOKEN_HEADER) token: string | undefined,
    @Body(new ZodValidationPipe(chatMessageSchema)) values: ChatMessageValues,
    @Req() req: RequestWithContext,
  ): Promise<ChatMessageView> {
    return this.commands.execute(
      new PostVisitorMessageCommand(
        {
          conversationId,
          visitorToken: token ?? '',
          body: values.body,
          address: clientAddress(req),
          origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        },
        commandContextOf(req),
      ),
    );
  }

  @Get(LiveChatPaths.messages)
  @Public()
  @ApiHeader(TOKEN_HEADER)
  @ApiOkResponse({ description: 'ChatMessagesPage: { messages, cursor } after `after`' })
  @ApiNotFoundResponse({ description: 'No such conversation, or not this token' })
  async read(
    @Param('conversationId') conversationId: string,
    @Headers(CHAT_TOKEN_HEADER) token: string | undefined,
    @Query(new ZodValidationPipe(chatCursorSchema)) query: { after: number },
  ): Promise<ChatMessagesPage> {
    await this.reader.assertVisitor(conversationId, token ?? '');
    return this.reader.messagesAfter(conversationId, query.after);
  }
}
