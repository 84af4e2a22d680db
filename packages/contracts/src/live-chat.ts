import { z } from 'zod';

/**
 * The site's live chat (issue 4): a visitor opens a conversation from the footer's widget and
 * writes; the team answers from the support inbox (`/support`, staff accounts only). Issue
 * messages are message ids of packages/i18n (part `live-chat`).
 *
 * The visitor proves a conversation is theirs with the token `POST` conversations answers, sent
 * back in the CHAT_TOKEN_HEADER header (the server keeps only its hash). No cookie.
 */

/** Visitor side: open a conversation, post and read messages. Templates with `:params`. */
export const LiveChatPaths = {
  conversations: '/ajax/chat/conversations',
  messages: '/ajax/chat/conversations/:conversationId/messages',
} as const;

/** The support inbox (staff accounts: managers listed in `staff_members`, no school). */
export const SupportPaths = {
  /** Any logged-in user: whether they are staff (the manager centre shows the inbox link). */
  me: '/atelier/support/me',
  conversations: '/atelier/support/conversations',
  conversation: '/atelier/support/conversations/:conversationId',
  reply: '/atelier/support/conversations/:conversationId/messages',
  read: '/atelier/support/conversations/:conversationId/read',
} as const;

/** The web page of the support inbox; the mail to the team links to it. */
export const SUPPORT_PAGE_PATH = '/support';

/** The header carrying a conversation's visitor token. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';

/** Where the widget keeps `{ conversationId, visitorToken }` (localStorage). */
export const CHAT_STORAGE_KEY = 'atelier.chat';

/** How often an open widget asks for new messages (the cursor read; README of the module). */
export const CHAT_POLL_INTERVAL_MS = 3000;

export const CHAT_LIMITS = {
  messageMax: 2000,
  nameMax: 60,
  emailMax: 254,
  /** A visitor read or the inbox's thread answers at most this many messages at once. */
  pageMax: 200,
  /** Conversations per page of the inbox. */
  inboxPageSize: 50,
} as const;

/** Sliding windows of the chat (counted in the shared rate limiter). */
export const CHAT_RATE_LIMITS = {
  /** New conversations per client address. */
  conversations: { max: 10, windowSeconds: 3600 },
  /** Visitor messages per conversation, and per client address (all conversations). */
  messages: { max: 20, perAddressMax: 60, windowSeconds: 300 },
} as const;

function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** A message of the visitor or the team: 1 to 2000 characters after trimming. */
export const chatMessageSchema = z.object({
  body: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'liveChat.validation.messageRequired'
          : 'validation.invalid',
    })
    .trim()
    .min(1, 'liveChat.validation.messageRequired')
    .max(CHAT_LIMITS.messageMax, 'liveChat.validation.messageTooLong'),
});
export type ChatMessageValues = z.output<typeof chatMessageSchema>;

/** Opening a conversation: the visitor may leave a name and an e-mail, so the team can reply by mail. */
export const startChatSchema = z.object({
  name: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(CHAT_LIMITS.nameMax, 'liveChat.validation.nameTooLong')
      .optional(),
  ),
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(CHAT_LIMITS.emailMax, 'liveChat.validation.emailInvalid')
      .pipe(z.email('liveChat.validation.emailInvalid'))
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
});
export type StartChatValues = z.output<typeof startChatSchema>;

/** The visitor's read: messages after a cursor (the `seq` of the last one seen; 0 for all). */
export const chatCursorSchema = z.object({
  after: z.preprocess(
    (value) => (value === undefined || value === '' ? 0 : Number(value)),
    z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.invalid'),
  ),
});

export const supportInboxQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : Number(value)),
    z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid'),
  ),
});

export const CHAT_AUTHORS = ['visitor', 'staff'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export interface ChatConversationOpened {
  conversationId: string;
  visitorToken: string;
}

export interface ChatMessageView {
  id: string;
  /** Position in the chat's log: the cursor to read from (`after`). */
  seq: number;
  author: ChatAuthor;
  body: string;
  createdAt: string;
}

export interface ChatMessagesPage {
  messages: ChatMessageView[];
  /** Pass as `after` next time: the last message's seq, or the `after` asked for. */
  cursor: number;
}

export interface SupportMe {
  staff: boolean;
}

export interface SupportConversationSummary {
  id: string;
  visitorName: string | null;
  visitorEmail: string | null;
  lang: string;
  createdAt: string;
  lastMessageAt: string;
  /** The last message's first characters. */
  preview: string;
  messageCount: number;
  /** Visitor messages the team has not marked read. */
  unread: number;
}

export interface SupportInboxPage {
  conversations: SupportConversationSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface SupportConversationThread {
  conversation: SupportConversationSummary;
  messages: ChatMessageView[];
}
