import {
  createGradeSchema,
  GRADE_KEYS,
  SCHOOL_ADMIN_LIMITS,
  updateGradeSchema,
  type GradeKey,
  type GradeRow,
} from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { checkForm } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { SelectField } from '../../../ui/form/select-field';
import { useFormErrors } from '../../../ui/form/use-form';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useCreateGrade, useUpdateGrade } from '../api/school-admin-mutations';
import { GRADE_NAME } from '../labels';
import { FormActions, FormProblem } from './form-actions';
import { formFailureOf, withLengthLimits } from './form-failure';
import { TextAreaField } from '../../../ui/form/text-area-field';

const FIELDS = ['gradeKey', 'description'] as const;
type Field = (typeof FIELDS)[number];
const LIMITS = { description: SCHOOL_ADMIN_LIMITS.descriptionMax };

interface GradeFormDialogProps {
  open: boolean;
  /** The grade to edit; null to add one. */
  grade: GradeRow | null;
  /** Grades the school has already (a grade name is added once). */
  usedKeys: readonly GradeKey[];
  onClose(): void;
}

/** Add a grade (one of spec section 9's names not used yet) or edit a grade's description. */
export function GradeFormDialog({ open, grade, usedKeys, onClose }: GradeFormDialogProps) {
  const intl = useIntl();
  const title = grade
    ? intl.formatMessage(
        { id: 'schoolAdmin.grades.editTitle' },
        { grade: intl.formatMessage({ id: GRADE_NAME[grade.gradeKey] }) },
      )
    : intl.formatMessage({ id: 'schoolAdmin.grades.add' });
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <GradeForm grade={grade} usedKeys={usedKeys} onDone={onClose} />
    </Dialog>
  );
}

export function GradeForm({
  grade,
  usedKeys,
  onDone,
}: {
  grade: GradeRow | null;
  usedKeys: readonly GradeKey[];
  onDone(): void;
}) {
  const intl = useIntl();
  const toasts = useToasts();
  const create = useCreateGrade();
  const update = useUpdateGrade();
  const free = GRADE_KEYS.filter((key) => !usedKeys.includes(key));
  const [gradeKey, setGradeKey] = useState<string>(grade?.gradeKey ?? '');
  const [description, setDescription] = useState(grade?.description ?? '');
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    try {
      if (grade) {
        const check = checkForm(updateGradeSchema, { description });
        if (!check.ok) return showErrors(withLengthLimits(check.errors, LIMITS));
        setErrors({});
        await update.mutateAsync({ gradeId: grade.id, description: check.data.description });
        toasts.info(intl.formatMessage({ id: 'schoolAdmin.grades.saved' }));
      } else {
        const check = checkForm(createGradeSchema, { gradeKey, description });
        if (!check.ok) return showErrors(withLengthLimits(check.errors, LIMITS));
        setErrors({});
        await create.mutateAsync(check.data);
        toasts.info(
          intl.formatMessage(
            { id: 'schoolAdmin.grades.added' },
            { grade: intl.formatMessage({ id: GRADE_NAME[check.data.gradeKey] }) },
          ),
        );
      }
      onDone();
    } catch (failure) {
      const { fields, message } = formFailureOf(failure, FIELDS);
      if (fields) showErrors(fields);
      setProblem(message);
    }
  };

  if (!grade && free.length === 0) {
    return (
      <>
        <p>{intl.formatMessage({ id: 'schoolAdmin.grades.allAdded' })}</p>
        <FormActions onCancel={onDone} />
      </>
    );
  }

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      {!grade && (
        <SelectField
          name="gradeKey"
          label={intl.formatMessage({ id: 'schoolAdmin.grades.name' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'schoolAdmin.grades.choose' }) },
            ...free.map((key) => ({
              value: key,
              label: intl.formatMessage({ id: GRADE_NAME[key] }),
            })),
          ]}
          value={gradeKey}
          onChange={setGradeKey}
          error={error('gradeKey')}
        />
      )}
      <TextAreaField
        name="description"
        label={intl.formatMessage({ id: 'schoolAdmin.field.description' })}
        hint={intl.formatMessage(
          { id: 'schoolAdmin.field.descriptionHint' },
          { max: SCHOOL_ADMIN_LIMITS.descriptionMax },
        )}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={error('description')}
      />
      <FormProblem message={problem} />
      <FormActions
        busy={busy}
        submitLabel={grade ? 'schoolAdmin.save' : 'schoolAdmin.grades.add'}
        onCancel={onDone}
      />
    </form>
  );
}
