import {
  CHAT_STORAGE_KEY,
  CHAT_TOKEN_HEADER,
  fillPath,
  LiveChatPaths,
  SupportPaths,
  type ChatConversationOpened,
  type ChatMessagesPage,
  type ChatMessageView,
  type SupportConversationThread,
  type SupportInboxPage,
  type SupportMe,
} from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client';

/** The widget's conversation, kept in localStorage so a reload resumes it. */
export function storedConversation(): ChatConversationOpened | null {
  try {
    const raw = localStorage.getItem(CHAT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ChatConversationOpened>;
    return typeof value.conversationId === 'string' && typeof value.visitorToken === 'string'
      ? { conversationId: value.conversationId, visitorToken: value.visitorToken }
      : null;
  } catch {
    return null;
  }
}

export function storeConversation(conversation: ChatConversationOpened | null): void {
  try {
    if (conversation) localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(conversation));
    else localStorage.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // Private mode without storage: the conversation lasts as long as the page.
  }
}

const tokenHeader = (chat: ChatConversationOpened) => ({
  [CHAT_TOKEN_HEADER]: chat.visitorToken,
});

export function openConversation(visitor: {
  name: string;
  email: string;
}): Promise<ChatConversationOpened> {
  return apiPost<ChatConversationOpened>(LiveChatPaths.conversations, visitor);
}

export function postVisitorMessage(
  chat: ChatConversationOpened,
  body: string,
): Promise<ChatMessageView> {
  return apiPost<ChatMessageView>(
    fillPath(LiveChatPaths.messages, { conversationId: chat.conversationId }),
    { body },
    { headers: tokenHeader(chat) },
  );
}

/** New messages after `after`; quiet, since a poll that fails is simply tried again. */
export function readVisitorMessages(
  chat: ChatConversationOpened,
  after: number,
): Promise<ChatMessagesPage> {
  return apiGet<ChatMessagesPage>(
    fillPath(LiveChatPaths.messages, { conversationId: chat.conversationId }),
    { after },
    { quiet: true, headers: tokenHeader(chat) },
  );
}

export const supportMeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['support', 'me', userId],
    queryFn: () => apiGet<SupportMe>(SupportPaths.me),
    staleTime: 60_000,
  });

export const supportInboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['support', 'inbox', page],
    queryFn: () => apiGet<SupportInboxPage>(SupportPaths.conversations, { page }),
  });

export const supportThreadQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: ['support', 'thread', conversationId],
    queryFn: () =>
      apiGet<SupportConversationThread>(fillPath(SupportPaths.conversation, { conversationId })),
  });

export function replyAsStaff(conversationId: string, body: string): Promise<ChatMessageView> {
  return apiPost<ChatMessageView>(fillPath(SupportPaths.reply, { conversationId }), { body });
}

export function markConversationRead(conversationId: string): Promise<{ unread: number }> {
  return apiPost<{ unread: number }>(fillPath(SupportPaths.read, { conversationId }));
}
