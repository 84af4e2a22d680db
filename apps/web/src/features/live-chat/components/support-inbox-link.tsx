import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSession } from '../../session/hooks/use-session';
import { supportMeQueryOptions } from '../api/chat-api';
import styles from './support-inbox.module.css';

/** The manager centre's way to the support inbox, shown to staff accounts only. */
export function SupportInboxLink() {
  const intl = useIntl();
  const { user, isLoggedIn } = useSession();
  const me = useQuery({ ...supportMeQueryOptions(user?.id ?? ''), enabled: isLoggedIn });
  if (!me.data?.staff) return null;
  return (
    <p className={styles.list}>
      <Link to="/support" className="button button--primary">
        {intl.formatMessage({ id: 'liveChat.inbox.link' })}
      </Link>{' '}
      <span className={styles.meta}>{intl.formatMessage({ id: 'liveChat.inbox.linkHint' })}</span>
    </p>
  );
}
