import type { ChatAuthor } from '@atelier/contracts';
import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { ChatConversationEvent } from './chat-conversation.events.js';

export type StartChatConversation = { type: 'StartChatConversation'; conversationId: string };
export type PostChatMessage = {
  type: 'PostChatMessage';
  conversationId: string;
  messageId: string;
  author: ChatAuthor;
};
export type MarkChatConversationRead = {
  type: 'MarkChatConversationRead';
  conversationId: string;
  upToMessageId: string;
};
export type ChatConversationCommand =
  StartChatConversation | PostChatMessage | MarkChatConversationRead;

export interface ChatConversationState {
  started: boolean;
  messageIds: ReadonlySet<string>;
  readUpTo: string | null;
}

/**
 * One stream per conversation (`chat-<id>`): started once by a visitor, then messages from the
 * visitor and the team, and the team's reading. A message id is posted once (a replayed request
 * is a conflict, never a duplicate); reading up to the message already read changes nothing.
 */
export const chatConversationDecider: Decider<
  ChatConversationState,
  ChatConversationCommand,
  ChatConversationEvent
> = {
  initialState: { started: false, messageIds: new Set(), readUpTo: null },

  evolve(state, event) {
    switch (event.type) {
      case 'ChatConversationStarted':
        return { ...state, started: true };
      case 'ChatMessagePosted':
        return { ...state, messageIds: new Set([...state.messageIds, event.data.messageId]) };
      case 'ChatConversationRead':
        return { ...state, readUpTo: event.data.upToMessageId };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartChatConversation':
        if (state.started) throw new DomainError('concurrencyConflict');
        return [
          { type: 'ChatConversationStarted', data: { conversationId: command.conversationId } },
        ];
      case 'PostChatMessage':
        if (!state.started) throw new DomainError('notFound');
        if (state.messageIds.has(command.messageId)) throw new DomainError('concurrencyConflict');
        return [
          {
            type: 'ChatMessagePosted',
            data: {
              conversationId: command.conversationId,
              messageId: command.messageId,
              author: command.author,
            },
          },
        ];
      case 'MarkChatConversationRead':
        if (!state.started || !state.messageIds.has(command.upToMessageId)) {
          throw new DomainError('notFound');
        }
        if (state.readUpTo === command.upToMessageId) return [];
        return [
          {
            type: 'ChatConversationRead',
            data: { conversationId: command.conversationId, upToMessageId: command.upToMessageId },
          },
        ];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

export function chatConversationStream(conversationId: string): {
  streamId: string;
  streamType: string;
} {
  return { streamId: `chat-${conversationId}`, streamType: 'chat-conversation' };
}
