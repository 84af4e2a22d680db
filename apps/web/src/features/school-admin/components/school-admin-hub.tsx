import type { SchoolSummary } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';
import { useAdminViewer, type AdminRole } from '../hooks/use-admin-viewer';
import { useDateFormat } from '../hooks/use-formats';
import { AdminNav } from './admin-nav';
import { BonusUse } from './bonus-use';
import { RetryBlock } from './retry-block';
import styles from './school-admin.module.css';

const COUNTS: { key: keyof SchoolSummary['counts']; label: MessageId }[] = [
  { key: 'grades', label: 'schoolAdmin.nav.grades' },
  { key: 'classes', label: 'schoolAdmin.nav.classes' },
  { key: 'teachers', label: 'schoolAdmin.nav.teachers' },
  { key: 'students', label: 'schoolAdmin.nav.students' },
];

/**
 * The administration's entry on the manager's and the teacher's centre: the school (GET
 * overview: name, code, access, counts), the sub-navigation, and a private teacher's bonus use.
 */
export function SchoolAdminHub({ role }: { role: AdminRole }) {
  const intl = useIntl();
  const date = useDateFormat();
  const { overview, access } = useAdminViewer(role);
  const school = overview.data;
  const isPrivate = school?.kind === 'private';

  return (
    <section className={`${styles.card} ${styles.hub}`} aria-labelledby="school-admin-title">
      <h2 id="school-admin-title" className={styles.sectionTitle}>
        {intl.formatMessage({
          id: isPrivate ? 'schoolAdmin.summary.privateTitle' : 'schoolAdmin.summary.title',
        })}
      </h2>
      {overview.isError && !school && <RetryBlock onRetry={() => overview.refetch()} />}
      {school && (
        <>
          <dl className={styles.facts}>
            {!isPrivate && (
              <div>
                <dt>{intl.formatMessage({ id: 'schoolAdmin.col.school' })}</dt>
                <dd data-testid="school-name">{school.name}</dd>
              </div>
            )}
            {school.code && (
              <div>
                <dt>{intl.formatMessage({ id: 'schoolAdmin.summary.code' })}</dt>
                <dd>{school.code}</dd>
              </div>
            )}
            <div>
              <dt>{intl.formatMessage({ id: 'schoolAdmin.summary.access' })}</dt>
              <dd>
                {!school.hasAccess
                  ? intl.formatMessage({ id: 'schoolAdmin.summary.noAccess' })
                  : school.accessUntil
                    ? intl.formatMessage(
                        { id: 'schoolAdmin.summary.accessUntil' },
                        { date: date(school.accessUntil) },
                      )
                    : intl.formatMessage({ id: 'schoolAdmin.summary.accessOpen' })}
              </dd>
            </div>
          </dl>
          {!school.hasAccess && (
            <p className={styles.warning}>{intl.formatMessage({ id: 'error.schoolNoAccess' })}</p>
          )}
          <dl className={styles.summaryCounts}>
            {COUNTS.filter(({ key }) => !(isPrivate && key === 'teachers')).map(
              ({ key, label }) => (
                <div key={key}>
                  <dt>{intl.formatMessage({ id: label })}</dt>
                  <dd>{school.counts[key]}</dd>
                </div>
              ),
            )}
          </dl>
        </>
      )}
      {access && <AdminNav role={role} rights={access.rights} />}
      {access?.rights.showBonus && <BonusUse />}
    </section>
  );
}
