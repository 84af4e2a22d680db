import { ROLE_HOME, type Role } from '@atelier/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSession } from '../../session/hooks/use-session';
import { profileQueryOptions } from '../api/profile-queries';
import styles from './account-page.module.css';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/**
 * The account page of a role (`/student/account`, …; the target after a 403): the profile form
 * and the password change, over `GET /atelier/user/validate` loaded by the route.
 */
export function AccountPage({ role }: { role: Role }) {
  const { isLoggedIn, user } = useSession();
  // Logging out clears the session before the login page opens: no query for nobody meanwhile.
  if (!isLoggedIn) return null;
  return <AccountContent role={role} userId={user?.id ?? ''} />;
}

function AccountContent({ role, userId }: { role: Role; userId: string }) {
  const intl = useIntl();
  const { data: profile } = useSuspenseQuery(profileQueryOptions(userId));
  useDocumentTitle(intl.formatMessage({ id: 'userCentre.account.title' }));

  return (
    <div className={`page ${styles.account}`}>
      <p className={styles.back}>
        <AppLink href={ROLE_HOME[role]}>
          {intl.formatMessage({ id: 'account.backToCentre' })}
        </AppLink>
      </p>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'userCentre.account.title' })}</h1>
      <p className={styles.email}>
        {intl.formatMessage({ id: 'account.signedInAs' }, { email: profile.email })}
      </p>
      <ProfileForm key={profile.id} profile={profile} />
      <PasswordForm profile={profile} />
    </div>
  );
}
