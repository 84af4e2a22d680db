import type { Locale, MessageList } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class ListMessagesQuery extends Query<MessageList> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly pageSize: number,
    readonly locale: Locale,
  ) {
    super();
  }
}
