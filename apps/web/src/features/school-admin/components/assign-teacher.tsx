import { assignTeacherSchema, type ClassRow } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { checkForm } from '../../../ui/form/field-errors';
import { SelectField } from '../../../ui/form/select-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useFormErrors } from '../../../ui/form/use-form';
import { useAssignTeacher } from '../api/school-admin-mutations';
import { teachersQueryOptions } from '../api/school-admin-queries';
import { useDoneToast } from '../hooks/use-done-toast';
import { personName } from '../hooks/use-formats';
import { useTenant } from '../hooks/use-tenant';
import { formFailureOf } from './form-failure';
import { RetryBlock } from './retry-block';
import styles from './school-admin.module.css';

const FIELDS = ['teacherId'] as const;

/** A manager chooses the class's teacher among the school's teachers. */
export function AssignTeacher({ classRow }: { classRow: ClassRow }) {
  const intl = useIntl();
  const tenant = useTenant();
  const done = useDoneToast();
  const teachers = useQuery(teachersQueryOptions(tenant));
  const assign = useAssignTeacher();
  const [teacherId, setTeacherId] = useState(classRow.teacher?.id ?? '');
  const { setErrors, formRef, showErrors, error } = useFormErrors<'teacherId'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending) return;
    const check = checkForm(assignTeacherSchema, { teacherId });
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    const chosen = teachers.data?.teachers.find((teacher) => teacher.id === check.data.teacherId);
    assign.mutate(
      { classId: classRow.id, teacherId: check.data.teacherId },
      {
        onSuccess: () =>
          done(
            intl.formatMessage(
              { id: 'schoolAdmin.teacher.assigned' },
              { teacher: chosen ? personName(chosen) : '', name: classRow.name },
            ),
          ),
        onError: (failure) => {
          const { fields } = formFailureOf(failure, FIELDS);
          if (fields) showErrors(fields);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="class-teacher-title">
      <h2 id="class-teacher-title" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'schoolAdmin.teacher.title' })}
      </h2>
      {teachers.isError ? (
        <RetryBlock onRetry={() => teachers.refetch()} />
      ) : (
        <form ref={formRef} className={styles.inlineForm} noValidate onSubmit={submit}>
          <SelectField
            name="teacherId"
            label={intl.formatMessage({ id: 'schoolAdmin.field.teacher' })}
            options={[
              { value: '', label: intl.formatMessage({ id: 'schoolAdmin.field.noTeacher' }) },
              ...(teachers.data?.teachers ?? []).map((teacher) => ({
                value: teacher.id,
                label: personName(teacher),
              })),
            ]}
            value={teacherId}
            onChange={setTeacherId}
            error={error('teacherId')}
          />
          <SubmitButton
            busy={assign.isPending}
            label="schoolAdmin.teacher.assign"
            busyLabel="form.saving"
            large={false}
          />
        </form>
      )}
    </section>
  );
}
