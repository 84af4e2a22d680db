import type { StudentRow } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { studentsQueryOptions } from '../api/school-admin-queries';
import type { AdminRole } from '../hooks/use-admin-viewer';
import { isoDay, personName, useDateFormat } from '../hooks/use-formats';
import { useTenant } from '../hooks/use-tenant';
import { MEMBERSHIP_STATUS_NAME } from '../labels';
import { AdminPage, NotForYou } from './admin-page';
import { AdminTable, type AdminColumn } from './admin-table/admin-table';
import { BonusUse } from './bonus-use';
import { StatusBadge } from './status-badge';

/** `/manager/students` and a private teacher's `/teacher/students`. */
export function StudentsPage({ role }: { role: AdminRole }) {
  const intl = useIntl();
  return (
    <AdminPage role={role} title={intl.formatMessage({ id: 'schoolAdmin.students.title' })}>
      {({ rights }) =>
        rights.seeAllStudents ? (
          <>
            {rights.showBonus && <BonusUse />}
            <StudentsScreen role={role} />
          </>
        ) : (
          <NotForYou message={intl.formatMessage({ id: 'schoolAdmin.students.notForYou' })} />
        )
      }
    </AdminPage>
  );
}

function StudentsScreen({ role }: { role: AdminRole }) {
  const intl = useIntl();
  const tenant = useTenant();
  const date = useDateFormat();
  const students = useQuery(studentsQueryOptions(tenant));

  const columns = useMemo<AdminColumn<StudentRow>[]>(
    () => [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'schoolAdmin.col.name' }),
        text: (student) => personName(student),
        cell: (student) => (
          <Link to={`/${role}/students/$studentId`} params={{ studentId: student.id }}>
            {personName(student)}
          </Link>
        ),
      },
      {
        id: 'email',
        header: intl.formatMessage({ id: 'schoolAdmin.col.email' }),
        text: (student) => student.email,
      },
      {
        id: 'class',
        header: intl.formatMessage({ id: 'schoolAdmin.col.class' }),
        text: (student) =>
          student.class
            ? student.class.name
            : intl.formatMessage({ id: 'schoolAdmin.students.noClass' }),
        cell: (student) =>
          student.class ? (
            <Link to={`/${role}/classes/$classId`} params={{ classId: student.class.id }}>
              {student.class.name}
            </Link>
          ) : (
            intl.formatMessage({ id: 'schoolAdmin.students.noClass' })
          ),
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'schoolAdmin.col.status' }),
        text: (student) =>
          student.status ? intl.formatMessage({ id: MEMBERSHIP_STATUS_NAME[student.status] }) : '',
        cell: (student) =>
          student.status ? <StatusBadge kind="member" status={student.status} /> : null,
      },
      {
        id: 'created',
        header: intl.formatMessage({ id: 'schoolAdmin.col.created' }),
        text: (student) => date(student.createdAt),
        sortValue: (student) => student.createdAt,
        csv: (student) => isoDay(student.createdAt),
      },
    ],
    [date, intl, role],
  );

  return (
    <AdminTable
      caption={intl.formatMessage({ id: 'schoolAdmin.students.title' })}
      columns={columns}
      source={students}
      rowId={(student) => student.id}
      exportName="students"
      emptyMessage={intl.formatMessage({ id: 'schoolAdmin.students.empty' })}
      initialSort={{ id: 'name' }}
    />
  );
}
