import { GRADE_KEYS, type ClassRow } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminRights } from '../admin-rights';
import { classesQueryOptions } from '../api/school-admin-queries';
import type { AdminRole } from '../hooks/use-admin-viewer';
import { useDateFormat } from '../hooks/use-formats';
import { useTenant } from '../hooks/use-tenant';
import { CLASS_STATUS_NAME, GRADE_NAME } from '../labels';
import { dateColumn } from './admin-columns';
import { AdminPage } from './admin-page';
import { AdminTable, type AdminColumn } from './admin-table/admin-table';
import { ClassActions, useClassActionDialogs } from './class-actions';
import { ClassFormDialog } from './class-form';
import { StatusBadge } from './status-badge';

/** `/manager/classes` and `/teacher/classes` (a school teacher: only their classes, no changes). */
export function ClassesPage({ role }: { role: AdminRole }) {
  const intl = useIntl();
  return (
    <AdminPage role={role} title={intl.formatMessage({ id: 'schoolAdmin.classes.title' })}>
      {({ rights }) => <ClassesScreen role={role} rights={rights} />}
    </AdminPage>
  );
}

function ClassesScreen({ role, rights }: { role: AdminRole; rights: AdminRights }) {
  const intl = useIntl();
  const tenant = useTenant();
  const date = useDateFormat();
  const classes = useQuery(classesQueryOptions(tenant));
  const [adding, setAdding] = useState(false);
  const dialogs = useClassActionDialogs();
  const { openEdit, openDelete } = dialogs;

  const columns = useMemo<AdminColumn<ClassRow>[]>(() => {
    const list: AdminColumn<ClassRow>[] = [
      {
        id: 'name',
        header: intl.formatMessage({ id: 'schoolAdmin.col.name' }),
        text: (row) => row.name,
        cell: (row) => (
          <Link to={`/${role}/classes/$classId`} params={{ classId: row.id }}>
            {row.name}
          </Link>
        ),
      },
      {
        id: 'code',
        header: intl.formatMessage({ id: 'schoolAdmin.col.code' }),
        text: (row) => row.code,
      },
      {
        id: 'level',
        header: intl.formatMessage({ id: 'schoolAdmin.col.level' }),
        text: (row) => String(row.level),
        sortValue: (row) => row.level,
        numeric: true,
      },
      {
        id: 'grade',
        header: intl.formatMessage({ id: 'schoolAdmin.col.grade' }),
        text: (row) => intl.formatMessage({ id: GRADE_NAME[row.gradeKey] }),
        sortValue: (row) => GRADE_KEYS.indexOf(row.gradeKey),
      },
      {
        id: 'school',
        header: intl.formatMessage({ id: 'schoolAdmin.col.school' }),
        text: (row) => row.schoolName,
      },
      {
        id: 'students',
        header: intl.formatMessage({ id: 'schoolAdmin.col.studentCount' }),
        text: (row) => String(row.studentCount),
        sortValue: (row) => row.studentCount,
        numeric: true,
      },
      {
        id: 'teacher',
        header: intl.formatMessage({ id: 'schoolAdmin.col.teacher' }),
        text: (row) =>
          row.teacher
            ? row.teacher.name || row.teacher.email
            : intl.formatMessage({ id: 'schoolAdmin.noTeacher' }),
      },
      dateColumn(
        'created',
        intl.formatMessage({ id: 'schoolAdmin.col.created' }),
        (row) => row.createdAt,
        date,
      ),
      {
        id: 'status',
        header: intl.formatMessage({ id: 'schoolAdmin.col.status' }),
        text: (row) => intl.formatMessage({ id: CLASS_STATUS_NAME[row.status] }),
        cell: (row) => <StatusBadge kind="class" status={row.status} />,
      },
      {
        id: 'description',
        header: intl.formatMessage({ id: 'schoolAdmin.col.description' }),
        text: (row) => row.description,
      },
    ];
    if (rights.manageClasses) {
      list.push({
        id: 'actions',
        header: intl.formatMessage({ id: 'schoolAdmin.col.actions' }),
        text: () => '',
        sortable: false,
        exportable: false,
        cell: (row) => (
          <ClassActions
            classRow={row}
            compact
            onEdit={() => openEdit(row)}
            onDelete={() => openDelete(row)}
          />
        ),
      });
    }
    return list;
  }, [date, intl, openDelete, openEdit, rights.manageClasses, role]);

  return (
    <>
      <AdminTable
        caption={intl.formatMessage({ id: 'schoolAdmin.classes.title' })}
        columns={columns}
        source={classes}
        rowId={(row) => row.id}
        exportName="classes"
        emptyMessage={intl.formatMessage({
          id: rights.manageClasses
            ? 'schoolAdmin.classes.empty'
            : 'schoolAdmin.classes.emptyTeacher',
        })}
        initialSort={{ id: 'name' }}
        actions={
          rights.manageClasses && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setAdding(true)}
            >
              {intl.formatMessage({ id: 'schoolAdmin.classes.add' })}
            </button>
          )
        }
      />
      <ClassFormDialog
        open={adding}
        classRow={null}
        withTeacher={rights.assignTeachers}
        onClose={() => setAdding(false)}
      />
      {dialogs.element}
    </>
  );
}
