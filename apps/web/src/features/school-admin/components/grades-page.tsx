import { GRADE_KEYS, type GradeRow } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDoneToast } from '../hooks/use-done-toast';
import { gradeActionFor } from '../admin-rights';
import { useDeleteGrade, useGradeStatus } from '../api/school-admin-mutations';
import { gradesQueryOptions } from '../api/school-admin-queries';
import type { AdminRole } from '../hooks/use-admin-viewer';
import { useDateFormat } from '../hooks/use-formats';
import { useTenant } from '../hooks/use-tenant';
import { CLASS_STATUS_NAME, GRADE_ACTION_LABEL, GRADE_NAME } from '../labels';
import { dateColumn } from './admin-columns';
import { AdminPage, NotForYou } from './admin-page';
import { AdminTable, type AdminColumn } from './admin-table/admin-table';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { GradeFormDialog } from './grade-form';
import { RowButton } from './row-button';
import styles from './school-admin.module.css';
import { StatusBadge } from './status-badge';

/** `/manager/grades` and a private teacher's `/teacher/grades`. */
export function GradesPage({ role }: { role: AdminRole }) {
  const intl = useIntl();
  return (
    <AdminPage role={role} title={intl.formatMessage({ id: 'schoolAdmin.grades.title' })}>
      {({ rights }) =>
        rights.manageGrades ? (
          <GradesScreen />
        ) : (
          <NotForYou message={intl.formatMessage({ id: 'schoolAdmin.grades.notForYou' })} />
        )
      }
    </AdminPage>
  );
}

function GradesScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const done = useDoneToast();
  const date = useDateFormat();
  const grades = useQuery(gradesQueryOptions(tenant));
  const { mutate: changeStatus } = useGradeStatus();
  const remove = useDeleteGrade();
  const [form, setForm] = useState<{ open: boolean; grade: GradeRow | null }>({
    open: false,
    grade: null,
  });
  const [deleting, setDeleting] = useState<GradeRow | null>(null);
  const gradeName = (grade: GradeRow) => intl.formatMessage({ id: GRADE_NAME[grade.gradeKey] });

  const columns = useMemo<AdminColumn<GradeRow>[]>(
    () => [
      {
        id: 'grade',
        header: intl.formatMessage({ id: 'schoolAdmin.col.grade' }),
        text: (grade) => intl.formatMessage({ id: GRADE_NAME[grade.gradeKey] }),
        // Kindergarten first, grade 5 last: the school's order, not the alphabet's.
        sortValue: (grade) => GRADE_KEYS.indexOf(grade.gradeKey),
      },
      {
        id: 'description',
        header: intl.formatMessage({ id: 'schoolAdmin.col.description' }),
        text: (grade) => grade.description,
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'schoolAdmin.col.status' }),
        text: (grade) => intl.formatMessage({ id: CLASS_STATUS_NAME[grade.status] }),
        cell: (grade) => <StatusBadge kind="class" status={grade.status} />,
      },
      {
        id: 'classes',
        header: intl.formatMessage({ id: 'schoolAdmin.col.classes' }),
        text: (grade) => String(grade.classCount),
        sortValue: (grade) => grade.classCount,
        numeric: true,
      },
      {
        id: 'students',
        header: intl.formatMessage({ id: 'schoolAdmin.col.studentCount' }),
        text: (grade) => String(grade.studentCount),
        sortValue: (grade) => grade.studentCount,
        numeric: true,
      },
      dateColumn(
        'created',
        intl.formatMessage({ id: 'schoolAdmin.col.created' }),
        (grade) => grade.createdAt,
        date,
      ),
      {
        id: 'actions',
        header: intl.formatMessage({ id: 'schoolAdmin.col.actions' }),
        text: () => '',
        sortable: false,
        exportable: false,
        cell: (grade) => {
          const action = gradeActionFor(grade.status);
          const name = intl.formatMessage({ id: GRADE_NAME[grade.gradeKey] });
          return (
            <div className={styles.rowActions}>
              <RowButton
                label={intl.formatMessage({ id: 'schoolAdmin.edit' })}
                name={name}
                onClick={() => setForm({ open: true, grade })}
              />
              <RowButton
                label={intl.formatMessage({ id: GRADE_ACTION_LABEL[action] })}
                name={name}
                onClick={() =>
                  changeStatus(
                    { gradeId: grade.id, action },
                    {
                      onSuccess: () =>
                        done(
                          intl.formatMessage(
                            {
                              id:
                                action === 'disable'
                                  ? 'schoolAdmin.grades.disabled'
                                  : 'schoolAdmin.grades.enabled',
                            },
                            { grade: name },
                          ),
                        ),
                    },
                  )
                }
              />
              <RowButton
                label={intl.formatMessage({ id: 'schoolAdmin.delete' })}
                name={name}
                onClick={() => setDeleting(grade)}
              />
            </div>
          );
        },
      },
    ],
    [changeStatus, date, intl, done],
  );

  return (
    <>
      <AdminTable
        caption={intl.formatMessage({ id: 'schoolAdmin.grades.caption' })}
        columns={columns}
        source={grades}
        rowId={(grade) => grade.id}
        exportName="grades"
        emptyMessage={intl.formatMessage({ id: 'schoolAdmin.grades.empty' })}
        initialSort={{ id: 'grade' }}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => setForm({ open: true, grade: null })}
          >
            {intl.formatMessage({ id: 'schoolAdmin.grades.add' })}
          </button>
        }
      />
      <GradeFormDialog
        open={form.open}
        grade={form.grade}
        usedKeys={(grades.data ?? []).map((grade) => grade.gradeKey)}
        onClose={() => setForm({ open: false, grade: null })}
      />
      <ConfirmDeleteDialog
        target={deleting}
        title={intl.formatMessage({ id: 'schoolAdmin.grades.deleteTitle' })}
        message={(grade) =>
          intl.formatMessage(
            { id: 'schoolAdmin.grades.deleteConfirm' },
            { grade: gradeName(grade) },
          )
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(grade) => {
          const name = gradeName(grade);
          remove.mutate(
            { gradeId: grade.id },
            {
              onSuccess: () =>
                done(intl.formatMessage({ id: 'schoolAdmin.grades.deleted' }, { grade: name })),
              // A refusal (gradeNotEmpty) is the API client's toast: close so it can be read.
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </>
  );
}
