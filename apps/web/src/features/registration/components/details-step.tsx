import { registerFormSchema, type Role } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import type { RegistrationDetails } from '@atelier/machines';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { checkForm, type FieldErrors } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { NewPasswordFields, newPasswordRefusals } from '../../../ui/form/password-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useFormErrors, useFormValues } from '../../../ui/form/use-form';
import { useServerFieldErrors } from '../../../ui/form/use-server-field-errors';

const FIELDS = [
  'firstName',
  'familyName',
  'telephone',
  'schoolCode',
  'password',
  'confirmPassword',
] as const;
type Field = (typeof FIELDS)[number];

/** The register call's fields that the machine's details do not carry. */
export interface DetailsExtras {
  telephone: string;
  schoolCode: string;
}

/** Roles asked for a school code: optional for both (a student or teacher may join later). */
const ASKS_SCHOOL_CODE: Record<Role, boolean> = { student: true, teacher: true, manager: false };

interface DetailsStepProps {
  email: string;
  role: Role;
  ticket: string;
  busy: boolean;
  machineError: string | null;
  /** Field errors of the server's last refusal (400 `data.fields`). */
  serverFields: Record<string, string> | null;
  onSubmit(details: RegistrationDetails, extras: DetailsExtras): void;
}

/** Step 3: the personal information (spec section 3's registration form) and the password. */
export function DetailsStep(props: DetailsStepProps) {
  const { email, role, ticket, busy, machineError, serverFields, onSubmit } = props;
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { values, bind } = useFormValues<Field>({
    firstName: '',
    familyName: '',
    telephone: '',
    schoolCode: '',
    password: '',
    confirmPassword: '',
  });
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();

  const fromServer = useServerFieldErrors(formRef, serverFields, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkForm(registerFormSchema, { ticket, ...values });
    if (!check.ok) return showErrors(check.errors);
    flushSync(() => setErrors({}));
    const form = check.data;
    onSubmit(
      {
        firstName: form.firstName,
        lastName: form.familyName,
        password: form.password,
        confirmation: form.confirmPassword,
      },
      { telephone: form.telephone, schoolCode: form.schoolCode },
    );
  };

  const refusals: FieldErrors<Field> = newPasswordRefusals(machineError);
  const field = (name: Field) => ({
    ...bind(name),
    error: error(name, fromServer[name] ?? refusals[name]),
  });

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      <p className={formStyles.notice}>
        {intl.formatMessage({ id: 'register.verified' }, { email })}
      </p>
      <TextField
        {...field('firstName')}
        label={t('form.firstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        {...field('familyName')}
        label={t('form.familyName')}
        autoComplete="family-name"
        required
      />
      <TextField
        {...field('telephone')}
        type="tel"
        label={t('register.telephone')}
        autoComplete="tel"
        inputMode="tel"
        required
      />
      {ASKS_SCHOOL_CODE[role] && (
        <TextField
          {...field('schoolCode')}
          label={t('register.schoolCode')}
          hint={t(
            role === 'student' ? 'register.schoolCode.hintStudent' : 'register.schoolCode.hint',
          )}
          autoComplete="off"
        />
      )}
      <NewPasswordFields
        label={t('login.password')}
        password={field('password')}
        confirmation={field('confirmPassword')}
      />
      <SubmitButton busy={busy} label="register.create" busyLabel="register.creating" />
    </form>
  );
}
