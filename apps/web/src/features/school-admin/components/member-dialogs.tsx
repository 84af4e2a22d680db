import { moveStudentSchema, type ClassDetail, type ClassMemberRow } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { checkForm } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { SelectField } from '../../../ui/form/select-field';
import { useFormErrors } from '../../../ui/form/use-form';
import { useMoveStudent, useRemoveStudent } from '../api/school-admin-mutations';
import { classesQueryOptions } from '../api/school-admin-queries';
import { useDoneToast } from '../hooks/use-done-toast';
import { personName } from '../hooks/use-formats';
import { useTenant } from '../hooks/use-tenant';
import { ConfirmDialog } from './confirm-dialog';
import { FormActions, FormProblem } from './form-actions';
import { formFailureOf } from './form-failure';
import { PageSkeleton } from './page-skeleton';
import { RetryBlock } from './retry-block';

interface MemberDialogProps {
  /** The student to act on; null: closed. */
  member: ClassMemberRow | null;
  fromClass: ClassDetail;
  onClose(): void;
}

/** Move a student to another class of the school (one in use). */
export function MoveStudentDialog({ member, fromClass, onClose }: MemberDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={member !== null}
      title={intl.formatMessage(
        { id: 'schoolAdmin.move.title' },
        { name: member ? personName(member) : '' },
      )}
      onClose={onClose}
    >
      {member && <MoveStudentForm member={member} fromClass={fromClass} onDone={onClose} />}
    </Dialog>
  );
}

const MOVE_FIELDS = ['toClassId'] as const;

export function MoveStudentForm({
  member,
  fromClass,
  onDone,
}: {
  member: ClassMemberRow;
  fromClass: ClassDetail;
  onDone(): void;
}) {
  const intl = useIntl();
  const tenant = useTenant();
  const done = useDoneToast();
  const classes = useQuery(classesQueryOptions(tenant));
  const move = useMoveStudent();
  const [toClassId, setToClassId] = useState('');
  const { setErrors, formRef, showErrors, error } = useFormErrors<'toClassId'>();
  const [problem, setProblem] = useState<string | null>(null);

  if (classes.isError) return <RetryBlock onRetry={() => classes.refetch()} />;
  if (!classes.data) return <PageSkeleton />;
  const targets = classes.data.filter((row) => row.id !== fromClass.id && row.status === 'in-use');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending) return;
    setProblem(null);
    const check = checkForm(moveStudentSchema, { toClassId });
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    try {
      await move.mutateAsync({
        studentId: member.studentId,
        fromClassId: fromClass.id,
        toClassId: check.data.toClassId,
      });
      const target = targets.find((row) => row.id === check.data.toClassId);
      done(
        intl.formatMessage(
          { id: 'schoolAdmin.move.done' },
          { name: personName(member), to: target?.name ?? '' },
        ),
      );
      onDone();
    } catch (failure) {
      const { fields, message } = formFailureOf(failure, MOVE_FIELDS);
      if (fields) showErrors(fields);
      setProblem(message);
    }
  };

  if (targets.length === 0) {
    return (
      <>
        <p>{intl.formatMessage({ id: 'schoolAdmin.move.noTarget' })}</p>
        <FormActions onCancel={onDone} />
      </>
    );
  }

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      <p>
        {intl.formatMessage(
          { id: 'schoolAdmin.move.from' },
          { name: personName(member), from: fromClass.name },
        )}
      </p>
      <SelectField
        name="toClassId"
        label={intl.formatMessage({ id: 'schoolAdmin.move.to' })}
        options={[
          { value: '', label: intl.formatMessage({ id: 'schoolAdmin.move.choose' }) },
          ...targets.map((row) => ({ value: row.id, label: `${row.name} (${row.code})` })),
        ]}
        value={toClassId}
        onChange={setToClassId}
        error={error('toClassId')}
      />
      <FormProblem message={problem} />
      <FormActions busy={move.isPending} submitLabel="schoolAdmin.member.move" onCancel={onDone} />
    </form>
  );
}

/** "Remove Mia from Pandas?": the membership ends (the class history keeps it). */
export function RemoveStudentDialog({ member, fromClass, onClose }: MemberDialogProps) {
  const intl = useIntl();
  const done = useDoneToast();
  const remove = useRemoveStudent();
  const name = member ? personName(member) : '';
  return (
    <ConfirmDialog
      open={member !== null}
      title={intl.formatMessage({ id: 'schoolAdmin.remove.title' })}
      message={intl.formatMessage(
        { id: 'schoolAdmin.remove.confirm' },
        { name, from: fromClass.name },
      )}
      confirmLabel={intl.formatMessage({ id: 'schoolAdmin.member.remove' })}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!member) return;
        remove.mutate(
          { studentId: member.studentId, classId: fromClass.id },
          {
            onSuccess: () =>
              done(
                intl.formatMessage(
                  { id: 'schoolAdmin.remove.done' },
                  { name, from: fromClass.name },
                ),
              ),
            onSettled: onClose,
          },
        );
      }}
    />
  );
}
