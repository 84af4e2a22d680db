import type { MessageId } from '@atelier/i18n';
import type { StudentProfile } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { studentProfileQueryOptions } from '../api/school-admin-queries';
import type { AdminRole } from '../hooks/use-admin-viewer';
import { personName, useDateFormat } from '../hooks/use-formats';
import { useTenant } from '../hooks/use-tenant';
import { MEMBERSHIP_STATUS_NAME } from '../labels';
import { dateColumn, joinChannelColumn, membershipStatusColumn } from './admin-columns';
import { AdminPage } from './admin-page';
import { AdminTable, type AdminColumn } from './admin-table/admin-table';
import { FactsCard } from './facts-card';
import { PageSkeleton } from './page-skeleton';
import { RetryBlock } from './retry-block';
import styles from './school-admin.module.css';
import { StatusBadge } from './status-badge';

type HistoryRow = StudentProfile['history'][number];

const GENDER_NAME: Record<NonNullable<StudentProfile['gender']>, MessageId> = {
  boy: 'account.gender.boy',
  girl: 'account.gender.girl',
  'not-available': 'account.gender.notAvailable',
};

/** `/manager/students/$studentId` and `/teacher/students/$studentId`. */
export function StudentProfilePage({ role, studentId }: { role: AdminRole; studentId: string }) {
  const intl = useIntl();
  const tenant = useTenant();
  const profile = useQuery(studentProfileQueryOptions(tenant, studentId));
  return (
    <AdminPage
      role={role}
      title={
        profile.data
          ? personName(profile.data)
          : intl.formatMessage({ id: 'schoolAdmin.student.title' })
      }
      back={
        role === 'manager' ? (
          <Link to="/manager/students" className={styles.back}>
            {intl.formatMessage({ id: 'schoolAdmin.student.back' })}
          </Link>
        ) : (
          <Link to="/teacher/classes" className={styles.back}>
            {intl.formatMessage({ id: 'schoolAdmin.class.back' })}
          </Link>
        )
      }
      lead={profile.data?.status && <StatusBadge kind="member" status={profile.data.status} />}
    >
      {() =>
        profile.data ? (
          <StudentScreen role={role} profile={profile.data} />
        ) : profile.isError ? (
          <RetryBlock onRetry={() => profile.refetch()} />
        ) : (
          <PageSkeleton />
        )
      }
    </AdminPage>
  );
}

function StudentScreen({ role, profile }: { role: AdminRole; profile: StudentProfile }) {
  const intl = useIntl();
  const date = useDateFormat();
  const none = intl.formatMessage({ id: 'schoolAdmin.student.none' });
  const facts: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'schoolAdmin.col.email' }), profile.email],
    [
      intl.formatMessage({ id: 'account.gender' }),
      profile.gender ? intl.formatMessage({ id: GENDER_NAME[profile.gender] }) : none,
    ],
    [intl.formatMessage({ id: 'account.birthDate' }), date(profile.birthDate) || none],
    [intl.formatMessage({ id: 'schoolAdmin.summary.code' }), profile.schoolCode || none],
    [
      intl.formatMessage({ id: 'schoolAdmin.col.status' }),
      profile.status ? intl.formatMessage({ id: MEMBERSHIP_STATUS_NAME[profile.status] }) : none,
    ],
    [
      intl.formatMessage({ id: 'schoolAdmin.student.currentClass' }),
      profile.current ? (
        <Link to={`/${role}/classes/$classId`} params={{ classId: profile.current.id }}>
          {profile.current.name}
        </Link>
      ) : (
        none
      ),
    ],
  ];

  const columns = useMemo<AdminColumn<HistoryRow>[]>(
    () => [
      {
        id: 'class',
        header: intl.formatMessage({ id: 'schoolAdmin.col.class' }),
        text: (row) => row.className,
      },
      {
        id: 'code',
        header: intl.formatMessage({ id: 'schoolAdmin.col.code' }),
        text: (row) => row.classCode,
      },
      membershipStatusColumn(intl),
      dateColumn(
        'joined',
        intl.formatMessage({ id: 'schoolAdmin.col.joined' }),
        (row) => row.joinedAt,
        date,
      ),
      dateColumn(
        'left',
        intl.formatMessage({ id: 'schoolAdmin.col.left' }),
        (row) => row.leftAt,
        date,
      ),
      joinChannelColumn(intl),
    ],
    [date, intl],
  );

  return (
    <>
      <FactsCard
        titleId="student-facts-title"
        title={intl.formatMessage({ id: 'schoolAdmin.student.facts' })}
        facts={facts}
      />
      <section className={styles.section} aria-labelledby="student-history-title">
        <h2 id="student-history-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'schoolAdmin.student.history' })}
        </h2>
        <AdminTable
          caption={intl.formatMessage(
            { id: 'schoolAdmin.student.historyCaption' },
            { name: personName(profile) },
          )}
          columns={columns}
          source={{ data: profile.history, isPending: false, isError: false, refetch: () => null }}
          rowId={(row) => `${row.classId}-${row.joinedAt}`}
          exportName="class-history"
          emptyMessage={intl.formatMessage({ id: 'schoolAdmin.student.noHistory' })}
          initialSort={{ id: 'joined', desc: true }}
        />
      </section>
    </>
  );
}
