import {
  createClassSchema,
  SCHOOL_ADMIN_LIMITS,
  updateClassSchema,
  type ClassRow,
  type GradeRow,
  type TeacherRow,
} from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { checkForm, type FieldErrors } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useCreateClass, useUpdateClass } from '../api/school-admin-mutations';
import { gradesQueryOptions, teachersQueryOptions } from '../api/school-admin-queries';
import { useTenant } from '../hooks/use-tenant';
import { GRADE_NAME } from '../labels';
import { FormActions, FormProblem } from './form-actions';
import { formFailureOf, withLengthLimits } from './form-failure';
import { RetryBlock } from './retry-block';
import { TextAreaField } from '../../../ui/form/text-area-field';

const FIELDS = ['gradeId', 'name', 'code', 'level', 'description', 'teacherId'] as const;
type Field = (typeof FIELDS)[number];
const LIMITS = {
  name: SCHOOL_ADMIN_LIMITS.classNameMax,
  code: SCHOOL_ADMIN_LIMITS.classCodeMax,
  description: SCHOOL_ADMIN_LIMITS.descriptionMax,
};

/**
 * The schema's errors with their limits; an empty level reads "required" (the schema coerces ''
 * to 0, which it calls invalid).
 */
function classFormErrors(errors: FieldErrors<Field>, level: string): FieldErrors<Field> {
  const filled = withLengthLimits(errors, LIMITS);
  return level.trim() === '' ? { ...filled, level: { id: 'validation.required' } } : filled;
}

const LEVELS = Array.from(
  { length: SCHOOL_ADMIN_LIMITS.levelMax - SCHOOL_ADMIN_LIMITS.levelMin + 1 },
  (_, index) => String(SCHOOL_ADMIN_LIMITS.levelMin + index),
);

interface ClassFormDialogProps {
  open: boolean;
  /** The class to edit; null to add one. */
  classRow: ClassRow | null;
  /** Offer the school's teachers (a manager adding a class). */
  withTeacher: boolean;
  onClose(): void;
}

/** Add or edit a class; the grades (and for a manager the teachers) are loaded for the selects. */
export function ClassFormDialog({ open, classRow, withTeacher, onClose }: ClassFormDialogProps) {
  const intl = useIntl();
  const title = classRow
    ? intl.formatMessage({ id: 'schoolAdmin.classes.editTitle' }, { name: classRow.name })
    : intl.formatMessage({ id: 'schoolAdmin.classes.add' });
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <ClassFormLoader classRow={classRow} withTeacher={withTeacher} onDone={onClose} />
    </Dialog>
  );
}

function ClassFormLoader({
  classRow,
  withTeacher,
  onDone,
}: {
  classRow: ClassRow | null;
  withTeacher: boolean;
  onDone(): void;
}) {
  const intl = useIntl();
  const tenant = useTenant();
  const grades = useQuery(gradesQueryOptions(tenant));
  const teachers = useQuery({
    ...teachersQueryOptions(tenant),
    enabled: withTeacher && tenant !== '',
  });
  if (grades.isError) return <RetryBlock onRetry={() => grades.refetch()} />;
  if (withTeacher && teachers.isError) return <RetryBlock onRetry={() => teachers.refetch()} />;
  if (!grades.data || (withTeacher && !teachers.data)) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'schoolAdmin.table.loading' })}
        </span>
        <Skeleton height="16rem" />
      </div>
    );
  }
  return (
    <ClassForm
      classRow={classRow}
      grades={grades.data}
      teachers={withTeacher && !classRow ? (teachers.data?.teachers ?? []) : null}
      onDone={onDone}
    />
  );
}

interface ClassFormProps {
  classRow: ClassRow | null;
  grades: readonly GradeRow[];
  /** The teacher select's choices; null: no teacher field. */
  teachers: readonly TeacherRow[] | null;
  onDone(): void;
}

/** The class form, checked with the contracts' createClassSchema / updateClassSchema. */
export function ClassForm({ classRow, grades, teachers, onDone }: ClassFormProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const toasts = useToasts();
  const create = useCreateClass();
  const update = useUpdateClass();
  const [values, setValues] = useState<Record<Field, string>>({
    gradeId: classRow?.gradeId ?? '',
    name: classRow?.name ?? '',
    code: classRow?.code ?? '',
    level: classRow ? String(classRow.level) : '',
    description: classRow?.description ?? '',
    teacherId: '',
  });
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const bind = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  // A disabled grade takes no new class; a class already in one keeps it.
  const gradeChoices = grades.filter(
    (grade) => grade.status === 'in-use' || grade.id === classRow?.gradeId,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    try {
      if (classRow) {
        const { gradeId, name, code, level, description } = values;
        const check = checkForm(updateClassSchema, { gradeId, name, code, level, description });
        if (!check.ok) return showErrors(classFormErrors(check.errors, values.level));
        setErrors({});
        await update.mutateAsync({ classId: classRow.id, ...check.data });
        toasts.info(
          intl.formatMessage({ id: 'schoolAdmin.classes.saved' }, { name: check.data.name }),
        );
      } else {
        const check = checkForm(createClassSchema, values);
        if (!check.ok) return showErrors(classFormErrors(check.errors, values.level));
        setErrors({});
        await create.mutateAsync(check.data);
        toasts.info(
          intl.formatMessage({ id: 'schoolAdmin.classes.added' }, { name: check.data.name }),
        );
      }
      onDone();
    } catch (failure) {
      const { fields, message } = formFailureOf(failure, FIELDS);
      if (fields) showErrors(fields);
      setProblem(message);
    }
  };

  if (gradeChoices.length === 0) {
    return (
      <>
        <p>{t('schoolAdmin.classes.needGrade')}</p>
        <FormActions onCancel={onDone} />
      </>
    );
  }

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      <TextField
        {...bind('name')}
        label={t('schoolAdmin.field.className')}
        required
        autoComplete="off"
        error={error('name')}
      />
      <TextField
        {...bind('code')}
        label={t('schoolAdmin.field.classCode')}
        hint={t('schoolAdmin.field.classCodeHint')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error('code')}
      />
      <SelectField
        name="gradeId"
        label={t('schoolAdmin.field.grade')}
        options={[
          { value: '', label: t('schoolAdmin.grades.choose') },
          ...gradeChoices.map((grade) => ({
            value: grade.id,
            label: intl.formatMessage({ id: GRADE_NAME[grade.gradeKey] }),
          })),
        ]}
        value={values.gradeId}
        onChange={(value) => setValues((current) => ({ ...current, gradeId: value }))}
        error={error('gradeId')}
      />
      <SelectField
        name="level"
        label={t('schoolAdmin.field.level')}
        options={[
          { value: '', label: t('schoolAdmin.field.levelChoose') },
          ...LEVELS.map((level) => ({
            value: level,
            label: intl.formatMessage({ id: 'schoolAdmin.field.levelN' }, { level }),
          })),
        ]}
        value={values.level}
        onChange={(value) => setValues((current) => ({ ...current, level: value }))}
        error={error('level')}
      />
      {teachers && (
        <SelectField
          name="teacherId"
          label={t('schoolAdmin.field.teacher')}
          options={[
            { value: '', label: t('schoolAdmin.field.noTeacher') },
            ...teachers.map((teacher) => ({
              value: teacher.id,
              label: `${teacher.firstName} ${teacher.lastName}`.trim() || teacher.email,
            })),
          ]}
          value={values.teacherId}
          onChange={(value) => setValues((current) => ({ ...current, teacherId: value }))}
          error={error('teacherId')}
        />
      )}
      <TextAreaField
        {...bind('description')}
        label={t('schoolAdmin.field.description')}
        hint={intl.formatMessage(
          { id: 'schoolAdmin.field.descriptionHint' },
          { max: SCHOOL_ADMIN_LIMITS.descriptionMax },
        )}
        error={error('description')}
      />
      <FormProblem message={problem} />
      <FormActions
        busy={busy}
        submitLabel={classRow ? 'schoolAdmin.save' : 'schoolAdmin.classes.add'}
        onCancel={onDone}
      />
    </form>
  );
}
