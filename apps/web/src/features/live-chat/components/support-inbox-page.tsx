import { chatMessageSchema, type SupportConversationSummary } from '@atelier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client';
import { checkForm, serverFieldErrors } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { SubmitButton } from '../../../ui/form/submit-button';
import { FieldErrorText } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form';
import { useDocumentTitle } from '../../../ui/use-document-title';
import {
  markConversationRead,
  replyAsStaff,
  supportInboxQueryOptions,
  supportThreadQueryOptions,
} from '../api/chat-api';
import { MessageList, mergeMessages } from './message-list';
import chatStyles from './live-chat.module.css';
import styles from './support-inbox.module.css';

/** How often the inbox and an open thread look for new visitor messages. */
const INBOX_REFRESH_MS = 4000;

/**
 * The support inbox: the live chat's conversations, newest activity first with their unread
 * counts, and the chosen one's thread with a reply box. Opening a thread marks it read.
 */
export function SupportInboxPage({ conversationId }: { conversationId: string | null }) {
  const intl = useIntl();
  const listHeadingId = useId();
  const title = intl.formatMessage({ id: 'liveChat.inbox.title' });
  useDocumentTitle(title);
  const inbox = useQuery({ ...supportInboxQueryOptions(1), refetchInterval: INBOX_REFRESH_MS });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'liveChat.inbox.intro' })}</p>
      <div className={styles.columns}>
        <nav aria-labelledby={listHeadingId} className={styles.list}>
          <h2 id={listHeadingId} className={styles.heading}>
            {intl.formatMessage({ id: 'liveChat.inbox.conversations' })}
          </h2>
          {inbox.data && inbox.data.conversations.length === 0 && (
            <p>{intl.formatMessage({ id: 'liveChat.inbox.empty' })}</p>
          )}
          <ul className={styles.items}>
            {inbox.data?.conversations.map((item) => (
              <li key={item.id}>
                <ConversationLink item={item} current={item.id === conversationId} />
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.thread}>
          {conversationId ? (
            <Thread key={conversationId} conversationId={conversationId} />
          ) : (
            <p>{intl.formatMessage({ id: 'liveChat.inbox.choose' })}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function visitorLabel(
  intl: ReturnType<typeof useIntl>,
  item: Pick<SupportConversationSummary, 'visitorName'>,
) {
  return item.visitorName ?? intl.formatMessage({ id: 'liveChat.inbox.anonymous' });
}

function ConversationLink({
  item,
  current,
}: {
  item: SupportConversationSummary;
  current: boolean;
}) {
  const intl = useIntl();
  return (
    <Link
      to="/support"
      search={{ conversation: item.id }}
      className={styles.item}
      aria-current={current ? 'true' : undefined}
    >
      <span className={styles.itemName}>{visitorLabel(intl, item)}</span>
      {item.unread > 0 && (
        <span className={styles.unread}>
          {intl.formatMessage({ id: 'liveChat.inbox.unread' }, { count: item.unread })}
        </span>
      )}
      <span className={styles.preview}>{item.preview}</span>
      <span className={styles.meta}>
        {intl.formatMessage(
          { id: 'liveChat.inbox.lastActivity' },
          {
            date: intl.formatDate(item.lastMessageAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
        )}
      </span>
    </Link>
  );
}

function Thread({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const headingId = useId();
  const replyId = useId();
  const thread = useQuery({
    ...supportThreadQueryOptions(conversationId),
    refetchInterval: INBOX_REFRESH_MS,
  });
  const [body, setBody] = useState('');
  const { formRef, showErrors, setErrors, error } = useFormErrors<'body'>();
  const markedUpTo = useRef<string | null>(null);

  const unread = thread.data?.conversation.unread ?? 0;
  const lastId = thread.data?.messages.at(-1)?.id ?? null;
  useEffect(() => {
    if (unread === 0 || !lastId || markedUpTo.current === lastId) return;
    markedUpTo.current = lastId;
    void markConversationRead(conversationId).then(() =>
      queryClient.invalidateQueries({ queryKey: ['support'] }),
    );
  }, [conversationId, unread, lastId, queryClient]);

  const reply = useMutation({
    mutationFn: (text: string) => replyAsStaff(conversationId, text),
    onSuccess: async () => {
      setBody('');
      await queryClient.invalidateQueries({ queryKey: ['support'] });
    },
    onError: (failure) => {
      const fields = (failure as ApiError<{ fields?: Record<string, string> }>).data?.fields;
      if (failure instanceof ApiError && failure.code === 400 && fields) {
        showErrors(serverFieldErrors(fields, ['body']));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const check = checkForm(chatMessageSchema, { body });
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    reply.mutate(check.data.body);
  };

  if (!thread.data) return null;
  const { conversation, messages } = thread.data;
  const bodyError = error('body');
  return (
    <div aria-labelledby={headingId} role="region" className={styles.threadBody}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(
          { id: 'liveChat.inbox.thread' },
          { name: visitorLabel(intl, conversation) },
        )}
      </h2>
      {conversation.visitorEmail && (
        <p className={styles.meta}>
          {intl.formatMessage(
            { id: 'liveChat.inbox.visitorEmail' },
            { email: conversation.visitorEmail },
          )}
        </p>
      )}
      <MessageList
        messages={mergeMessages([], messages)}
        viewer="staff"
        label={intl.formatMessage({ id: 'liveChat.panel.log' })}
        empty={intl.formatMessage({ id: 'liveChat.panel.empty' })}
      />
      <form ref={formRef} className={chatStyles.form} noValidate onSubmit={submit}>
        <div className={formStyles.field}>
          <label htmlFor={replyId} className={formStyles.label}>
            {intl.formatMessage({ id: 'liveChat.inbox.reply' })}
          </label>
          <textarea
            id={replyId}
            name="body"
            rows={4}
            className={chatStyles.textarea}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${replyId}-error` : undefined}
          />
          {bodyError && <FieldErrorText id={`${replyId}-error`}>{bodyError}</FieldErrorText>}
        </div>
        <SubmitButton
          busy={reply.isPending}
          label="liveChat.inbox.send"
          busyLabel="liveChat.panel.sending"
          large={false}
        />
      </form>
    </div>
  );
}
