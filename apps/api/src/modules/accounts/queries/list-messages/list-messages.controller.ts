import { ApiPaths, messageListQuerySchema, type MessageList } from '@atelier/contracts';
import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Authenticated } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import {
  requestLocale,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { ListMessagesQuery } from './list-messages.query.js';

// `lang` travels beside the paging parameters (spec section 7); the schema strips it.
const messageListQuery = messageListQuerySchema;

@ApiTags('User')
@Controller()
export class ListMessagesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.messageList)
  @Authenticated()
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number })
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiOkResponse({ description: 'MessageList: items, page, pageSize, total' })
  list(
    @Query(new ZodValidationPipe(messageListQuery)) query: z.output<typeof messageListQuery>,
    @CurrentUser() user: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<MessageList> {
    return this.queries.execute(
      new ListMessagesQuery(user.userId, query.page, query.pageSize, requestLocale(req)),
    );
  }
}
