import { ApiPaths, type Locale, type MessageList } from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** Messages per page of a user centre's list. */
export const MESSAGES_PAGE_SIZE = 10;

export const messageKeys = {
  all: ['messages'] as const,
  page: (userId: string, locale: Locale, page: number) =>
    [...messageKeys.all, userId, locale, page] as const,
};

/** `GET /atelier/user/message-list?page&pageSize`: one page of the user's messages. */
export function messageListQueryOptions(userId: string, locale: Locale, page: number) {
  return queryOptions({
    queryKey: messageKeys.page(userId, locale, page),
    queryFn: () =>
      apiGet<MessageList>(ApiPaths.messageList, {
        page,
        pageSize: MESSAGES_PAGE_SIZE,
        lang: locale,
      }),
    staleTime: 30_000,
  });
}

/** Pages needed for `total` messages (at least one, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
