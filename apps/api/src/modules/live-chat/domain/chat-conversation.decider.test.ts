import { describe, it } from 'vitest';
import { given } from '../../../../test/given-when-then.js';
import { chatConversationDecider as sut } from './chat-conversation.decider.js';
import type { ChatConversationEvent } from './chat-conversation.events.js';
import { staffMemberDecider } from './staff-member.decider.js';

const conversationId = '0193a1b2-0000-7000-8000-00000000c0a1';
const started: ChatConversationEvent = {
  type: 'ChatConversationStarted',
  data: { conversationId },
};
const posted = (
  messageId: string,
  author: 'visitor' | 'staff' = 'visitor',
): ChatConversationEvent => ({
  type: 'ChatMessagePosted',
  data: { conversationId, messageId, author },
});

describe('chatConversationDecider', () => {
  describe('StartChatConversation', () => {
    it('starts a conversation with its id only', () => {
      given(sut, []).when({ type: 'StartChatConversation', conversationId }).then([started]);
    });

    it('refuses to start it twice', () => {
      given(sut, [started])
        .when({ type: 'StartChatConversation', conversationId })
        .thenThrows('concurrencyConflict');
    });
  });

  describe('PostChatMessage', () => {
    it('records a visitor message', () => {
      given(sut, [started])
        .when({ type: 'PostChatMessage', conversationId, messageId: 'm1', author: 'visitor' })
        .then([posted('m1')]);
    });

    it('records a staff reply', () => {
      given(sut, [started, posted('m1')])
        .when({ type: 'PostChatMessage', conversationId, messageId: 'm2', author: 'staff' })
        .then([posted('m2', 'staff')]);
    });

    it('refuses a message in a conversation never started', () => {
      given(sut, [])
        .when({ type: 'PostChatMessage', conversationId, messageId: 'm1', author: 'staff' })
        .thenThrows('notFound');
    });

    it('refuses the same message id twice', () => {
      given(sut, [started, posted('m1')])
        .when({ type: 'PostChatMessage', conversationId, messageId: 'm1', author: 'visitor' })
        .thenThrows('concurrencyConflict');
    });
  });

  describe('MarkChatConversationRead', () => {
    it('records how far the team read', () => {
      given(sut, [started, posted('m1')])
        .when({ type: 'MarkChatConversationRead', conversationId, upToMessageId: 'm1' })
        .then([{ type: 'ChatConversationRead', data: { conversationId, upToMessageId: 'm1' } }]);
    });

    it('changes nothing when already read that far', () => {
      given(sut, [
        started,
        posted('m1'),
        { type: 'ChatConversationRead', data: { conversationId, upToMessageId: 'm1' } },
      ])
        .when({ type: 'MarkChatConversationRead', conversationId, upToMessageId: 'm1' })
        .then([]);
    });

    it('refuses a message that is not in the conversation', () => {
      given(sut, [started])
        .when({ type: 'MarkChatConversationRead', conversationId, upToMessageId: 'mX' })
        .thenThrows('notFound');
    });
  });
});

describe('staffMemberDecider', () => {
  it('appoints a user once', () => {
    given(staffMemberDecider, [])
      .when({ type: 'AppointStaffMember', userId: 'u1' })
      .then([{ type: 'StaffMemberAppointed', data: { userId: 'u1' } }]);
    given(staffMemberDecider, [{ type: 'StaffMemberAppointed', data: { userId: 'u1' } }])
      .when({ type: 'AppointStaffMember', userId: 'u1' })
      .then([]);
  });
});
