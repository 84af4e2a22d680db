import type { ChatAuthor } from '@atelier/contracts';
import type { DomainEvent } from '../../../infrastructure/event-store/event.js';

/**
 * A visitor opened a conversation. Its id only: the visitor's name, e-mail and token hash live
 * in `chat_conversations`, where they can be erased.
 */
export type ChatConversationStarted = DomainEvent<
  'ChatConversationStarted',
  { conversationId: string }
>;

/** A message was posted by the visitor or by the team; its text lives in `chat_messages`. */
export type ChatMessagePosted = DomainEvent<
  'ChatMessagePosted',
  { conversationId: string; messageId: string; author: ChatAuthor }
>;

/** The team read a conversation up to a message (the inbox's unread count). */
export type ChatConversationRead = DomainEvent<
  'ChatConversationRead',
  { conversationId: string; upToMessageId: string }
>;

export type ChatConversationEvent =
  ChatConversationStarted | ChatMessagePosted | ChatConversationRead;
