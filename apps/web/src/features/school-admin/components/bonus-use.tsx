import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { planQueryOptions } from '../api/school-admin-queries';
import { useTenant } from '../hooks/use-tenant';
import styles from './school-admin.module.css';

/**
 * A private teacher's teacher-access bonus (spec section 9: 1 teacher and up to 6 student
 * accesses): how many of the student accesses are used. Nothing while it loads or if the plan
 * has no bonus.
 */
export function BonusUse() {
  const intl = useIntl();
  const tenant = useTenant();
  const labelId = useId();
  const plan = useQuery(planQueryOptions(tenant));
  const bonus = plan.data?.bonus;
  if (!bonus) return null;
  const full = bonus.students >= bonus.maxStudents;
  return (
    <div className={styles.bonus}>
      <p className={styles.bonusText}>
        <strong id={labelId}>{intl.formatMessage({ id: 'schoolAdmin.bonus.title' })}</strong>{' '}
        <span data-testid="bonus-use">
          {intl.formatMessage(
            { id: 'schoolAdmin.bonus.use' },
            { used: bonus.students, max: bonus.maxStudents },
          )}
        </span>
      </p>
      <meter
        className={styles.meter}
        min={0}
        max={bonus.maxStudents}
        value={bonus.students}
        aria-labelledby={labelId}
      />
      {full && (
        <p className={styles.warning}>{intl.formatMessage({ id: 'schoolAdmin.bonus.full' })}</p>
      )}
    </div>
  );
}
