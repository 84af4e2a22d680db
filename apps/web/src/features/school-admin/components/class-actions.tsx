import type { ClassRow } from '@atelier/contracts';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { classActionsFor, classDeletable } from '../admin-rights';
import { useClassStatus, useDeleteClass } from '../api/school-admin-mutations';
import { useDoneToast } from '../hooks/use-done-toast';
import { CLASS_ACTION_DONE, CLASS_ACTION_LABEL } from '../labels';
import { ClassFormDialog } from './class-form';
import { ConfirmDeleteDialog } from './confirm-dialog';
import styles from './school-admin.module.css';

interface ClassActionsProps {
  classRow: ClassRow;
  /** In a table row: smaller buttons, and labels that name the class. */
  compact?: boolean;
  onEdit(): void;
  onDelete(): void;
}

/**
 * A class's buttons for a manager or a private teacher: edit, the status changes the class
 * machine allows in its status (suspend/activate/disable/enable), and delete, which stays
 * unavailable, with the reason, while the class has students.
 */
export function ClassActions({ classRow, compact = false, onEdit, onDelete }: ClassActionsProps) {
  const intl = useIntl();
  const done = useDoneToast();
  const { mutate: changeStatus, isPending } = useClassStatus();
  const reasonId = useId();
  const deletable = classDeletable(classRow.status, classRow.studentCount);
  const size = compact ? `button button--ghost ${styles.small}` : 'button button--secondary';
  const named = (action: string) =>
    compact
      ? intl.formatMessage({ id: 'schoolAdmin.actionNamed' }, { action, name: classRow.name })
      : undefined;
  const notEmpty = intl.formatMessage(
    { id: 'schoolAdmin.classes.notEmpty' },
    { name: classRow.name, count: classRow.studentCount },
  );

  return (
    <div className={compact ? styles.rowActions : styles.actions}>
      <button
        type="button"
        className={size}
        aria-label={named(intl.formatMessage({ id: 'schoolAdmin.edit' }))}
        onClick={onEdit}
      >
        {intl.formatMessage({ id: 'schoolAdmin.edit' })}
      </button>
      {classActionsFor(classRow.status).map((action) => {
        const label = intl.formatMessage({ id: CLASS_ACTION_LABEL[action] });
        return (
          <button
            key={action}
            type="button"
            className={size}
            aria-label={named(label)}
            aria-disabled={isPending}
            onClick={() => {
              if (isPending) return;
              changeStatus(
                { classId: classRow.id, action },
                {
                  onSuccess: () =>
                    done(
                      intl.formatMessage(
                        { id: CLASS_ACTION_DONE[action] },
                        { name: classRow.name },
                      ),
                    ),
                },
              );
            }}
          >
            {label}
          </button>
        );
      })}
      <button
        type="button"
        className={size}
        aria-label={named(intl.formatMessage({ id: 'schoolAdmin.delete' }))}
        // Focusable while unavailable, so its reason is read and can be shown on a click.
        aria-disabled={!deletable}
        aria-describedby={deletable ? undefined : reasonId}
        title={deletable ? undefined : notEmpty}
        onClick={() => {
          if (deletable) onDelete();
          else done(notEmpty);
        }}
      >
        {intl.formatMessage({ id: 'schoolAdmin.delete' })}
      </button>
      {!deletable && (
        <span id={reasonId} className={compact ? 'visually-hidden' : styles.hint}>
          {notEmpty}
        </span>
      )}
    </div>
  );
}

/**
 * The edit form and the delete confirmation of the class actions, opened by `openEdit` and
 * `openDelete` (stable, for table columns). `onDeleted` runs after a class is deleted (the
 * detail page goes back to the list).
 */
export function useClassActionDialogs(onDeleted?: () => void): {
  openEdit(row: ClassRow): void;
  openDelete(row: ClassRow): void;
  element: ReactNode;
} {
  const intl = useIntl();
  const done = useDoneToast();
  const remove = useDeleteClass();
  const [editing, setEditing] = useState<ClassRow | null>(null);
  const [deleting, setDeleting] = useState<ClassRow | null>(null);
  const openEdit = useCallback((row: ClassRow) => setEditing(row), []);
  const openDelete = useCallback((row: ClassRow) => setDeleting(row), []);

  const element = (
    <>
      <ClassFormDialog
        open={editing !== null}
        classRow={editing}
        withTeacher={false}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        target={deleting}
        title={intl.formatMessage({ id: 'schoolAdmin.classes.deleteTitle' })}
        message={({ name }) =>
          intl.formatMessage({ id: 'schoolAdmin.classes.deleteConfirm' }, { name })
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={({ id, name }) => {
          remove.mutate(
            { classId: id },
            {
              onSuccess: () => {
                done(intl.formatMessage({ id: 'schoolAdmin.classes.deleted' }, { name }));
                onDeleted?.();
              },
              // A refusal (classNotEmpty) is the API client's toast: close so it can be read.
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </>
  );
  return { openEdit, openDelete, element };
}
