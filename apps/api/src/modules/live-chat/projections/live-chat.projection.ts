import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../infrastructure/event-store/event.js';
import type { ChatConversationEvent } from '../domain/chat-conversation.events.js';
import type { StaffMemberEvent } from '../domain/staff-member.decider.js';

/** What the command knows beside the events: personal data and texts, never in the events. */
export interface ChatProjectionInput {
  conversation?: { tokenHash: string; name: string | null; email: string | null };
  message?: { body: string; staffUserId: string | null };
}

/**
 * Updates `chat_conversations` and `chat_messages` in the command's transaction. Each write is
 * idempotent (INSERT OR IGNORE by id, reading forward only), so a redelivered event changes
 * nothing.
 */
export async function projectChatEvents(
  manager: EntityManager,
  events: readonly StoredEvent<ChatConversationEvent>[],
  input: ChatProjectionInput,
): Promise<void> {
  for (const event of events) {
    switch (event.type) {
      case 'ChatConversationStarted': {
        const c = input.conversation;
        if (!c) throw new Error('ChatConversationStarted needs the conversation');
        await manager.query(
          `INSERT OR IGNORE INTO chat_conversations
             (id, token_hash, visitor_name, visitor_email, lang, created_at, last_message_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [
            event.data.conversationId,
            c.tokenHash,
            c.name,
            c.email,
            event.metadata.lang,
            event.occurredAt,
            event.occurredAt,
          ],
        );
        break;
      }
      case 'ChatMessagePosted': {
        const m = input.message;
        if (!m) throw new Error('ChatMessagePosted needs the message');
        await manager.query(
          `INSERT OR IGNORE INTO chat_messages
             (id, conversation_id, author, staff_user_id, body, created_at, mail_status)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [
            event.data.messageId,
            event.data.conversationId,
            event.data.author,
            event.data.author === 'staff' ? m.staffUserId : null,
            m.body,
            event.occurredAt,
            event.data.author === 'visitor' ? 'pending' : null,
          ],
        );
        await manager.query(
          `UPDATE chat_conversations SET last_message_at = max(last_message_at, ?) WHERE id = ?`,
          [event.occurredAt, event.data.conversationId],
        );
        break;
      }
      case 'ChatConversationRead':
        await manager.query(
          `UPDATE chat_conversations SET staff_read_seq = max(staff_read_seq,
             (SELECT seq FROM chat_messages WHERE id = ?)) WHERE id = ?`,
          [event.data.upToMessageId, event.data.conversationId],
        );
        break;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown event ${String(unknown)}`);
      }
    }
  }
}

export async function projectStaffEvents(
  manager: EntityManager,
  events: readonly StoredEvent<StaffMemberEvent>[],
): Promise<void> {
  for (const event of events) {
    await manager.query(
      `INSERT OR IGNORE INTO staff_members (user_id, appointed_at) VALUES (?, ?)`,
      [event.data.userId, event.occurredAt],
    );
  }
}
