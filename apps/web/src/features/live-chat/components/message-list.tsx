import type { ChatAuthor, ChatMessageView } from '@atelier/contracts';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './live-chat.module.css';

/** Known messages plus new ones, each once, in the chat's order. */
export function mergeMessages(
  known: readonly ChatMessageView[],
  incoming: readonly ChatMessageView[],
): ChatMessageView[] {
  const ids = new Set(known.map((message) => message.id));
  const added = incoming.filter((message) => !ids.has(message.id));
  if (added.length === 0) return known as ChatMessageView[];
  return [...known, ...added].sort((a, b) => a.seq - b.seq);
}

/**
 * A conversation's messages as a live log: new ones are announced politely, and the list
 * scrolls to the newest. `viewer` says whose messages are "You".
 */
export function MessageList({
  messages,
  viewer,
  label,
  empty,
}: {
  messages: readonly ChatMessageView[];
  viewer: ChatAuthor;
  label: string;
  empty: string;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const authorLabel = (author: ChatAuthor) =>
    intl.formatMessage({
      id:
        author === viewer
          ? 'liveChat.panel.you'
          : author === 'staff'
            ? 'liveChat.panel.team'
            : 'liveChat.inbox.anonymous',
    });

  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={label}
      className={styles.log}
      tabIndex={0}
    >
      {messages.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.author === viewer ? styles.mine : styles.theirs}
              data-author={message.author}
            >
              <span className={styles.author}>{authorLabel(message.author)}</span>
              <p className={styles.text}>{message.body}</p>
              <time className={styles.time} dateTime={message.createdAt}>
                {intl.formatTime(message.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
