import type { SessionUser } from '@atelier/contracts';
import { useIntl } from 'react-intl';
import styles from './user-avatar.module.css';

/** The user's picture, or their initials on a coloured disc when they have none. */
export function UserAvatar({ user }: { user: SessionUser | null }) {
  const intl = useIntl();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const label = intl.formatMessage({ id: 'header.avatarLabel' }, { name });
  if (user?.avatar) {
    return <img className={styles.avatar} src={user.avatar} alt={label} width={44} height={44} />;
  }
  const initials = [user?.firstName, user?.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return (
    <span className={styles.avatar} role="img" aria-label={label}>
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
