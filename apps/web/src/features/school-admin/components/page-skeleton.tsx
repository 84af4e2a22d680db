import { useIntl } from 'react-intl';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import styles from './school-admin.module.css';

/** A screen's placeholder while its data loads (announced as busy). */
export function PageSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.section} aria-busy="true">
      <span className="visually-hidden">
        {intl.formatMessage({ id: 'schoolAdmin.table.loading' })}
      </span>
      <Skeleton height="8rem" radius="var(--radius-l)" />
      <Skeleton height="14rem" radius="var(--radius-l)" />
    </div>
  );
}
