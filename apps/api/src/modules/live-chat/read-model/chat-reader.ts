import {
  CHAT_LIMITS,
  type ChatAuthor,
  type ChatMessagesPage,
  type ChatMessageView,
  type SupportConversationSummary,
  type SupportConversationThread,
  type SupportInboxPage,
} from '@atelier/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { SessionPrincipal } from '../../../infrastructure/http/session-principal.js';

const PREVIEW_LENGTH = 120;

/** The SHA-256 of a visitor token, as stored. */
export function hashVisitorToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

interface MessageRow {
  id: string;
  seq: number;
  author: ChatAuthor;
  body: string;
  created_at: string;
}

interface SummaryRow {
  id: string;
  visitor_name: string | null;
  visitor_email: string | null;
  lang: string;
  created_at: string;
  last_message_at: string;
  preview: string | null;
  message_count: number;
  unread: number;
}

const SUMMARY_SELECT = `SELECT c.id, c.visitor_name, c.visitor_email, c.lang, c.created_at,
    c.last_message_at,
    (SELECT substr(m.body, 1, ${PREVIEW_LENGTH}) FROM chat_messages m
      WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) AS preview,
    (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id) AS message_count,
    (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id
      AND m.author = 'visitor' AND m.seq > c.staff_read_seq) AS unread
  FROM chat_conversations c`;

/**
 * Reads of the chat's read model: the visitor's token check and cursor read, the staff check and
 * the inbox. SQLite is the truth (no in-process state): any API instance answers the same.
 */
@Injectable()
export class ChatReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The conversation is the token holder's; a wrong token or id is the same 404. */
  async assertVisitor(
    conversationId: string,
    token: string,
    manager?: EntityManager,
  ): Promise<void> {
    const rows = (await (manager ?? this.db).query(
      `SELECT token_hash FROM chat_conversations WHERE id = ?`,
      [conversationId],
    )) as { token_hash: string }[];
    const stored = rows[0]?.token_hash;
    const given = Buffer.from(hashVisitorToken(token));
    if (!token || !stored || !timingSafeEqual(Buffer.from(stored), given)) {
      throw new DomainError('notFound');
    }
  }

  async messagesAfter(conversationId: string, after: number): Promise<ChatMessagesPage> {
    const rows = (await this.db.query(
      `SELECT id, seq, author, body, created_at FROM chat_messages
        WHERE conversation_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
      [conversationId, after, CHAT_LIMITS.pageMax],
    )) as MessageRow[];
    const messages = rows.map(toMessage);
    return { messages, cursor: messages.at(-1)?.seq ?? after };
  }

  async isStaff(userId: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM staff_members WHERE user_id = ?`, [
      userId,
    ])) as unknown[];
    return rows.length > 0;
  }

  /**
   * The inbox is for staff: managers listed in `staff_members`, with no school. Anyone else gets
   * the 403 of spec section 8 (with their grant, so the web keeps the session).
   */
  async assertStaff(principal: SessionPrincipal): Promise<void> {
    if (principal.role === 'manager' && principal.schoolId === null) {
      if (await this.isStaff(principal.userId)) return;
    }
    throw new DomainError('forbidden', {}, principal.grant);
  }

  async inbox(page: number): Promise<SupportInboxPage> {
    const pageSize = CHAT_LIMITS.inboxPageSize;
    const rows = (await this.db.query(
      `${SUMMARY_SELECT} ORDER BY c.last_message_at DESC, c.id DESC LIMIT ? OFFSET ?`,
      [pageSize, (page - 1) * pageSize],
    )) as SummaryRow[];
    const [count] = (await this.db.query(`SELECT count(*) AS n FROM chat_conversations`)) as {
      n: number;
    }[];
    return { conversations: rows.map(toSummary), page, pageSize, total: count?.n ?? 0 };
  }

  async thread(conversationId: string): Promise<SupportConversationThread> {
    const [row] = (await this.db.query(`${SUMMARY_SELECT} WHERE c.id = ?`, [
      conversationId,
    ])) as SummaryRow[];
    if (!row) throw new DomainError('notFound');
    const messages = (await this.db.query(
      `SELECT id, seq, author, body, created_at FROM chat_messages
        WHERE conversation_id = ? ORDER BY seq DESC LIMIT ?`,
      [conversationId, CHAT_LIMITS.pageMax],
    )) as MessageRow[];
    return { conversation: toSummary(row), messages: messages.reverse().map(toMessage) };
  }

  /** The conversation's last message id, or null (none, or no such conversation). */
  async lastMessageId(conversationId: string): Promise<string | null> {
    const [row] = (await this.db.query(
      `SELECT id FROM chat_messages WHERE conversation_id = ? ORDER BY seq DESC LIMIT 1`,
      [conversationId],
    )) as { id: string }[];
    return row?.id ?? null;
  }

  async exists(conversationId: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM chat_conversations WHERE id = ?`, [
      conversationId,
    ])) as unknown[];
    return rows.length > 0;
  }
}

function toMessage(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    seq: Number(row.seq),
    author: row.author,
    body: row.body,
    createdAt: row.created_at,
  };
}

function toSummary(row: SummaryRow): SupportConversationSummary {
  return {
    id: row.id,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    lang: row.lang,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    preview: row.preview ?? '',
    messageCount: Number(row.message_count),
    unread: Number(row.unread),
  };
}

/** The visitor's details a conversation holds (for the team's mail only). */
export async function visitorOf(
  db: DataSource,
  conversationId: string,
): Promise<{ name: string | null; email: string | null }> {
  const [row] = (await db.query(
    `SELECT visitor_name, visitor_email FROM chat_conversations WHERE id = ?`,
    [conversationId],
  )) as { visitor_name: string | null; visitor_email: string | null }[];
  return { name: row?.visitor_name ?? null, email: row?.visitor_email ?? null };
}

/** A message by id, as the visitor and the inbox show it. */
export async function messageById(db: DataSource, messageId: string): Promise<ChatMessageView> {
  const [row] = (await db.query(
    `SELECT id, seq, author, body, created_at FROM chat_messages WHERE id = ?`,
    [messageId],
  )) as MessageRow[];
  if (!row) throw new DomainError('notFound');
  return toMessage(row);
}
