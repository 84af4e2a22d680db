import {
  CHAT_POLL_INTERVAL_MS,
  chatMessageSchema,
  startChatSchema,
  type ChatConversationOpened,
  type ChatMessageView,
} from '@atelier/contracts';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client';
import { checkForm, serverFieldErrors, type FieldErrors } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { SubmitButton } from '../../../ui/form/submit-button';
import { FieldErrorText, TextField } from '../../../ui/form/text-field';
import { useFormErrors, useFormValues } from '../../../ui/form/use-form';
import {
  openConversation,
  postVisitorMessage,
  readVisitorMessages,
  storeConversation,
  storedConversation,
} from '../api/chat-api';
import { MessageList, mergeMessages } from './message-list';
import styles from './live-chat.module.css';

type Field = 'name' | 'email' | 'body';

/**
 * The chat panel: a labelled, non-modal dialog beside the page. It resumes the conversation kept
 * in localStorage, reads new messages after its cursor every CHAT_POLL_INTERVAL_MS while open and
 * the page is visible (the team's replies arrive without a reload), and posts the visitor's
 * messages, opening the conversation with the first one. Escape closes it.
 */
export function ChatPanel({ id, onClose }: { id: string; onClose(): void }) {
  const intl = useIntl();
  const titleId = useId();
  const introId = useId();
  const bodyId = useId();
  const [chat, setChat] = useState<ChatConversationOpened | null>(storedConversation);
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [loading, setLoading] = useState(chat !== null);
  const [sending, setSending] = useState(false);
  const cursor = useRef(0);
  const polling = useRef(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const { values, setValues, bind } = useFormValues<Field>({ name: '', email: '', body: '' });
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();

  useEffect(() => {
    bodyRef.current?.focus();
  }, []);

  const poll = useCallback(async (current: ChatConversationOpened) => {
    if (polling.current || document.hidden) return;
    polling.current = true;
    try {
      const page = await readVisitorMessages(current, cursor.current);
      cursor.current = page.cursor;
      setMessages((known) => mergeMessages(known, page.messages));
    } catch (failure) {
      // A conversation the server no longer knows (or another token): start afresh.
      if (failure instanceof ApiError && failure.code === 404) {
        storeConversation(null);
        cursor.current = 0;
        setMessages([]);
        setChat(null);
      }
    } finally {
      polling.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!chat) return;
    void poll(chat);
    const timer = window.setInterval(() => void poll(chat), CHAT_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [chat, poll]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // The visitor's name and e-mail are asked only before the conversation starts.
    const schema = chat ? chatMessageSchema : startChatSchema.and(chatMessageSchema);
    const check = checkForm(schema, values);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      let current = chat;
      if (!current) {
        current = await openConversation({ name: values.name, email: values.email });
        storeConversation(current);
        setChat(current);
      }
      const message = await postVisitorMessage(current, values.body);
      // Shown at once; the cursor moves only with reads, so no reply posted meanwhile is skipped.
      setMessages((known) => mergeMessages(known, [message]));
      setValues((known) => ({ ...known, body: '' }));
      bodyRef.current?.focus();
    } catch (failure) {
      const fields = (failure as ApiError<{ fields?: Record<string, string> }>).data?.fields;
      if (failure instanceof ApiError && failure.code === 400 && fields) {
        showErrors(
          serverFieldErrors<Field>(fields, ['name', 'email', 'body']) as FieldErrors<Field>,
        );
      }
    } finally {
      setSending(false);
    }
  };

  const bodyError = error('body');
  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={introId}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {intl.formatMessage({ id: 'liveChat.panel.title' })}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage({ id: 'liveChat.panel.close' })}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <p id={introId} className={styles.intro}>
        {intl.formatMessage({ id: 'liveChat.panel.intro' })}
      </p>
      <MessageList
        messages={messages}
        viewer="visitor"
        label={intl.formatMessage({ id: 'liveChat.panel.log' })}
        empty={intl.formatMessage({
          id: loading ? 'liveChat.panel.loading' : 'liveChat.panel.empty',
        })}
      />
      <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => void send(e)}>
        {!chat && (
          <div className={styles.visitorFields}>
            <TextField
              {...bind('name')}
              label={intl.formatMessage({ id: 'liveChat.panel.name' })}
              autoComplete="name"
              error={error('name')}
            />
            <TextField
              {...bind('email')}
              type="email"
              label={intl.formatMessage({ id: 'liveChat.panel.email' })}
              autoComplete="email"
              error={error('email')}
            />
          </div>
        )}
        <div className={formStyles.field}>
          <label htmlFor={bodyId} className={formStyles.label}>
            {intl.formatMessage({ id: 'liveChat.panel.message' })}
          </label>
          <textarea
            {...bind('body')}
            ref={bodyRef}
            id={bodyId}
            rows={3}
            className={styles.textarea}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${bodyId}-error` : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          {bodyError && <FieldErrorText id={`${bodyId}-error`}>{bodyError}</FieldErrorText>}
        </div>
        <SubmitButton
          busy={sending}
          label="liveChat.panel.send"
          busyLabel="liveChat.panel.sending"
          large={false}
        />
      </form>
    </section>
  );
}
