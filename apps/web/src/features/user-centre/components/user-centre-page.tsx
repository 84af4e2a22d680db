import { ROLE_ACCOUNT, type Role } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useDisplayedUser } from '../../account/hooks/use-displayed-user';
import { useSession } from '../../session/hooks/use-session';
import { MessageList } from './message-list';
import styles from './user-centre-page.module.css';

const ROLE_NAME: Record<Role, MessageId> = {
  student: 'role.student',
  teacher: 'role.teacher',
  manager: 'role.manager',
};

/**
 * A role's centre (/student, /teacher, /manager): who is logged in, as what, the role's own
 * panels (`children`: the school administration, the plan) and their messages.
 * The route guard has checked the session and role, and its loader the profile (GET validate).
 */
export function UserCentrePage({
  role,
  page,
  children,
}: {
  role: Role;
  page: number;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const user = useDisplayedUser();
  const { isLoggedIn } = useSession();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const title = intl.formatMessage({ id: 'userCentre.title' });
  useDocumentTitle(title);

  return (
    <div className={`page ${styles.centre}`}>
      <p className={styles.eyebrow}>{title}</p>
      <h1 className={styles.greeting}>
        {intl.formatMessage({ id: 'userCentre.greeting' }, { name })}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage({ id: 'userCentre.roleLabel' })}</dt>
          <dd data-testid="user-role">{intl.formatMessage({ id: ROLE_NAME[role] })}</dd>
        </div>
        {user && (
          <div>
            <dt>{intl.formatMessage({ id: 'userCentre.emailLabel' })}</dt>
            <dd>{user.email}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>{intl.formatMessage({ id: 'userCentre.comingSoon' })}</p>
      <AppLink href={ROLE_ACCOUNT[role]} className="button button--secondary">
        {intl.formatMessage({ id: 'userCentre.account.link' })}
      </AppLink>
      {children}
      {/* Logging out clears the session before the login page opens: no query for nobody. */}
      {isLoggedIn && <MessageList userId={user?.id ?? ''} page={page} />}
    </div>
  );
}

/** A role's centre at the `?page=` of its message list (checked by the route's `validateSearch`). */
export function UserCentreRoute({ role, children }: { role: Role; children?: ReactNode }) {
  const { page = 1 } = useSearch({ strict: false });
  return (
    <UserCentrePage role={role} page={page}>
      {children}
    </UserCentrePage>
  );
}
