import type { MessageId } from '@atelier/i18n';
import type { Role } from '@atelier/contracts';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSession } from '../../session/hooks/use-session';
import styles from './user-centre-page.module.css';

const ROLE_NAME: Record<Role, MessageId> = {
  student: 'role.student',
  teacher: 'role.teacher',
  manager: 'role.manager',
};

interface UserCentrePageProps {
  section: 'home' | 'account';
}

/**
 * The shell of a role's centre (/student, /teacher, /manager) and its account page: who is logged
 * in, as what. The route guard has already checked the session and role; the centre's tools and
 * the account details are other issues.
 */
export function UserCentrePage({ section }: UserCentrePageProps) {
  const intl = useIntl();
  const { user, role } = useSession();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const roleName = role ? intl.formatMessage({ id: ROLE_NAME[role] }) : '';
  const title = intl.formatMessage({
    id: section === 'home' ? 'userCentre.title' : 'userCentre.account.title',
  });
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
          <dd data-testid="user-role">{roleName}</dd>
        </div>
        {user && (
          <div>
            <dt>{intl.formatMessage({ id: 'userCentre.emailLabel' })}</dt>
            <dd>{user.email}</dd>
          </div>
        )}
      </dl>
      <p className={styles.note}>
        {intl.formatMessage({
          id: section === 'home' ? 'userCentre.comingSoon' : 'userCentre.account.comingSoon',
        })}
      </p>
      {role && section === 'home' && (
        <AppLink href={`/${role}/account`} className="button button--secondary">
          {intl.formatMessage({ id: 'userCentre.account.link' })}
        </AppLink>
      )}
    </div>
  );
}
