import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAdminViewer, type AdminAccess, type AdminRole } from '../hooks/use-admin-viewer';
import { AdminNav } from './admin-nav';
import { PageSkeleton } from './page-skeleton';
import { RetryBlock } from './retry-block';
import styles from './school-admin.module.css';

interface AdminPageProps {
  role: AdminRole;
  title: string;
  /** Under the title (a class's status, a short explanation). */
  lead?: ReactNode;
  /** Before the title: a link back to the list. */
  back?: ReactNode;
  children(access: AdminAccess): ReactNode;
}

/**
 * The frame of every administration screen: the sub-navigation, the title, and the page's
 * content once it is known who is looking (a teacher's rights depend on their workspace).
 */
export function AdminPage({ role, title, lead, back, children }: AdminPageProps) {
  const intl = useIntl();
  const { overview, access } = useAdminViewer(role);
  useDocumentTitle(title);
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{intl.formatMessage({ id: 'schoolAdmin.eyebrow' })}</p>
        {access && <AdminNav role={role} rights={access.rights} />}
        {back}
        <h1 className={styles.title}>{title}</h1>
        {lead}
      </header>
      {access ? (
        children(access)
      ) : overview.isError ? (
        <RetryBlock onRetry={() => overview.refetch()} />
      ) : (
        <PageSkeleton />
      )}
    </div>
  );
}

/** A screen the viewer has no use for (a school teacher on the grades page). */
export function NotForYou({ message }: { message: string }) {
  return <p className={styles.notice}>{message}</p>;
}
