import { resetPwdFormSchema } from '@atelier/contracts';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { checkForm, refusalOf, type FieldErrors } from '../../../ui/form/field-errors';
import { CodeField, EmailCodeForm, type CodeStepState } from '../../../ui/form/code-form';
import { NewPasswordFields, newPasswordRefusals } from '../../../ui/form/password-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useFormErrors, useFormValues } from '../../../ui/form/use-form';
import { useServerFieldErrors } from '../../../ui/form/use-server-field-errors';

const FIELDS = ['code', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

interface ResetPasswordStepProps extends CodeStepState {
  machineError: string | null;
  serverFields: Record<string, string> | null;
  onSubmit(code: string, password: string, confirmation: string): void;
}

/** Step 2: the e-mailed code and the new password twice; a new code after the cooldown. */
export function ResetPasswordStep(props: ResetPasswordStepProps) {
  const { email, expired, busy, machineError, serverFields, onSubmit } = props;
  const intl = useIntl();
  const { values, bind } = useFormValues<Field>({ code: '', password: '', confirmPassword: '' });
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();

  const fromServer = useServerFieldErrors(formRef, serverFields, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || expired) return;
    const check = checkForm(resetPwdFormSchema, { email, ...values });
    if (!check.ok) return showErrors(check.errors);
    flushSync(() => setErrors({}));
    onSubmit(check.data.code, check.data.password, check.data.confirmPassword);
  };

  const refusals: FieldErrors<Field> = {
    code: refusalOf(machineError, 'validation.invalid'),
    ...newPasswordRefusals(machineError),
  };
  const field = (name: Field) => ({
    ...bind(name),
    error: error(name, fromServer[name] ?? refusals[name]),
  });

  return (
    <EmailCodeForm formRef={formRef} step={props} onSubmit={submit}>
      <CodeField {...field('code')} />
      <NewPasswordFields
        label={intl.formatMessage({ id: 'form.newPassword' })}
        password={field('password')}
        confirmation={field('confirmPassword')}
      />
      <SubmitButton busy={busy} label="passwordReset.reset" busyLabel="form.saving" />
    </EmailCodeForm>
  );
}
