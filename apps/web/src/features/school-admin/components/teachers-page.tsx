import type { TeacherRow, TeachersAnswer } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { InviteTeacherDialog } from '../../invitations/components/invite-teacher-dialog';
import { teachersQueryOptions } from '../api/school-admin-queries';
import { isoDay, personName, useDateFormat } from '../hooks/use-formats';
import { useTenant } from '../hooks/use-tenant';
import { AdminPage, NotForYou } from './admin-page';
import { AdminTable, type AdminColumn } from './admin-table/admin-table';
import styles from './school-admin.module.css';

type Pending = TeachersAnswer['pending'][number];

/** `/manager/teachers`: the school's teachers, the teacher invitations waiting, and inviting. */
export function TeachersPage() {
  const intl = useIntl();
  return (
    <AdminPage role="manager" title={intl.formatMessage({ id: 'schoolAdmin.teachers.title' })}>
      {({ rights }) =>
        rights.seeTeachers ? (
          <TeachersScreen />
        ) : (
          <NotForYou message={intl.formatMessage({ id: 'schoolAdmin.teachers.notForYou' })} />
        )
      }
    </AdminPage>
  );
}

function TeachersScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const date = useDateFormat();
  const teachers = useQuery(teachersQueryOptions(tenant));
  const [inviting, setInviting] = useState(false);

  const columns = useMemo<AdminColumn<TeacherRow>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'schoolAdmin.col.name' }),
        text: (teacher) => personName(teacher),
      },
      {
        id: 'email',
        header: intl.formatMessage({ id: 'schoolAdmin.col.email' }),
        text: (teacher) => teacher.email,
      },
      {
        id: 'classes',
        header: intl.formatMessage({ id: 'schoolAdmin.col.classes' }),
        text: (teacher) => teacher.classes.map((row) => row.name).join(', '),
        sortValue: (teacher) => teacher.classes.length,
        cell: (teacher) =>
          teacher.classes.length === 0
            ? intl.formatMessage({ id: 'schoolAdmin.teachers.noClass' })
            : teacher.classes.map((row, index) => (
                <Fragment key={row.id}>
                  {index > 0 && ', '}
                  <Link to="/manager/classes/$classId" params={{ classId: row.id }}>
                    {row.name}
                  </Link>
                </Fragment>
              )),
      },
      {
        id: 'created',
        header: intl.formatMessage({ id: 'schoolAdmin.col.created' }),
        text: (teacher) => date(teacher.createdAt),
        sortValue: (teacher) => teacher.createdAt,
        csv: (teacher) => isoDay(teacher.createdAt),
      },
    ],
    [date, intl],
  );

  const pendingColumns = useMemo<AdminColumn<Pending>[]>(
    () => [
      {
        id: 'email',
        header: intl.formatMessage({ id: 'schoolAdmin.col.email' }),
        text: (invitation) => invitation.email,
      },
      {
        id: 'sent',
        header: intl.formatMessage({ id: 'schoolAdmin.col.sent' }),
        text: (invitation) => date(invitation.sentAt),
        sortValue: (invitation) => invitation.sentAt,
        csv: (invitation) => isoDay(invitation.sentAt),
      },
      {
        id: 'expires',
        header: intl.formatMessage({ id: 'schoolAdmin.col.expires' }),
        text: (invitation) => date(invitation.expiresAt),
        sortValue: (invitation) => invitation.expiresAt,
        csv: (invitation) => isoDay(invitation.expiresAt),
      },
    ],
    [date, intl],
  );

  return (
    <>
      <AdminTable
        caption={intl.formatMessage({ id: 'schoolAdmin.teachers.caption' })}
        columns={columns}
        source={{ ...teachers, data: teachers.data?.teachers }}
        rowId={(teacher) => teacher.id}
        exportName="teachers"
        emptyMessage={intl.formatMessage({ id: 'schoolAdmin.teachers.empty' })}
        initialSort={{ id: 'name' }}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => setInviting(true)}
          >
            {intl.formatMessage({ id: 'schoolAdmin.teachers.invite' })}
          </button>
        }
      />
      <section className={styles.section} aria-labelledby="teachers-pending-title">
        <h2 id="teachers-pending-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'schoolAdmin.class.pending' })}
        </h2>
        <AdminTable
          caption={intl.formatMessage({ id: 'schoolAdmin.teachers.pendingCaption' })}
          columns={pendingColumns}
          source={{ ...teachers, data: teachers.data?.pending }}
          rowId={(invitation) => invitation.email}
          exportName="teacher-invitations"
          emptyMessage={intl.formatMessage({ id: 'schoolAdmin.teachers.noPending' })}
          initialSort={{ id: 'sent', desc: true }}
          rowHeaders={false}
        />
      </section>
      <InviteTeacherDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
