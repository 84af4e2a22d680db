import { PRODUCT, type MessageList } from '@atelier/contracts';
import { translate } from '@atelier/i18n';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { UserMessageKind } from '../../domain/account.events.js';
import { ListMessagesQuery } from './list-messages.query.js';

interface MessageRow {
  id: string;
  kind: UserMessageKind;
  created_at: string;
  read_at: string | null;
  first_name: string;
}

/**
 * The user's messages, newest first. A message is stored as its kind, not as text: it is written
 * in the language of each reading, with the user's current name.
 */
@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery, MessageList> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ userId, page, pageSize, locale }: ListMessagesQuery): Promise<MessageList> {
    const [count] = (await this.db.query(
      `SELECT count(*) AS total FROM user_messages WHERE user_id = ?`,
      [userId],
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT m.id, m.kind, m.created_at, m.read_at, u.first_name
         FROM user_messages m JOIN users u ON u.id = m.user_id
        WHERE m.user_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      [userId, pageSize, (page - 1) * pageSize],
    )) as MessageRow[];
    return {
      items: rows.map((row) => {
        const values = { product: PRODUCT.name, firstName: row.first_name };
        return {
          id: row.id,
          kind: row.kind,
          title: translate(locale, `message.${row.kind}.title`, values),
          body: translate(locale, `message.${row.kind}.body`, values),
          createdAt: row.created_at,
          read: row.read_at !== null,
        };
      }),
      page,
      pageSize,
      total: count?.total ?? 0,
    };
  }
}
