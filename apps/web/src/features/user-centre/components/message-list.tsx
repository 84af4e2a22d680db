import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/hooks/use-locale';
import { MESSAGES_PAGE_SIZE, messageListQueryOptions, pageCount } from '../api/message-queries';
import styles from './message-list.module.css';

/** The user's messages (`GET message-list`), a page at a time (`?page=` of the centre's URL). */
export function MessageList({ userId, page }: { userId: string; page: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data } = useSuspenseQuery(messageListQueryOptions(userId, locale, page));
  const pages = pageCount(data.total, MESSAGES_PAGE_SIZE);

  return (
    <section className={styles.messages} aria-labelledby="centre-messages-title">
      <h2 id="centre-messages-title" className={styles.title}>
        {intl.formatMessage({ id: 'messages.title' })}
      </h2>
      {data.items.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'messages.empty' })}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((message) => (
            <li key={message.id} className={styles.item} data-read={message.read}>
              <div className={styles.itemHead}>
                <h3 className={styles.itemTitle}>{message.title}</h3>
                {!message.read && (
                  <span className={styles.unread}>
                    {intl.formatMessage({ id: 'messages.unread' })}
                  </span>
                )}
              </div>
              <time className={styles.date} dateTime={message.createdAt}>
                {intl.formatDate(message.createdAt, { dateStyle: 'medium' })}
              </time>
              <p className={styles.body}>{message.body}</p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'messages.pages' })}>
          <PageLink page={page - 1} disabled={page <= 1}>
            {intl.formatMessage({ id: 'messages.previous' })}
          </PageLink>
          <p className={styles.pageOf}>
            {intl.formatMessage({ id: 'messages.pageOf' }, { page, pages })}
          </p>
          <PageLink page={page + 1} disabled={page >= pages}>
            {intl.formatMessage({ id: 'messages.next' })}
          </PageLink>
        </nav>
      )}
    </section>
  );
}

/** A link to another page of the list; at either end, a non-link in its place. */
function PageLink({
  page,
  disabled,
  children,
}: {
  page: number;
  disabled: boolean;
  children: string;
}) {
  if (disabled) {
    return (
      <span className={`button button--ghost ${styles.pageLink}`} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link
      to="."
      search={page > 1 ? { page } : {}}
      className={`button button--secondary ${styles.pageLink}`}
    >
      {children}
    </Link>
  );
}
