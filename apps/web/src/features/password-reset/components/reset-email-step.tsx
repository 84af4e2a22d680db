import { EMAIL_CODE, sendFindPwdEmailSchema } from '@atelier/contracts';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { EmailField } from '../../../ui/form/text-field';
import { checkForm, refusalOf } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useFormErrors, useFormValues } from '../../../ui/form/use-form';
import { useServerFieldErrors } from '../../../ui/form/use-server-field-errors';

const EMAIL_FIELD = ['email'] as const;

interface ResetEmailStepProps {
  initialEmail: string;
  busy: boolean;
  machineError: string | null;
  /** Field errors of the server's last refusal (400 `data.fields`). */
  serverFields: Record<string, string> | null;
  onSubmit(email: string): void;
}

/** Step 1: the account's e-mail, where the reset code goes. */
export function ResetEmailStep({
  initialEmail,
  busy,
  machineError,
  serverFields,
  onSubmit,
}: ResetEmailStepProps) {
  const intl = useIntl();
  const { values, bind } = useFormValues({ email: initialEmail });
  const { setErrors, formRef, showErrors, error } = useFormErrors<'email'>();
  const fromServer = useServerFieldErrors(formRef, serverFields, EMAIL_FIELD);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkForm(sendFindPwdEmailSchema, values);
    if (!check.ok) return showErrors({ email: check.errors.email });
    flushSync(() => setErrors({}));
    onSubmit(check.data.email);
  };

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      <EmailField
        {...bind('email')}
        label={intl.formatMessage({ id: 'form.email' })}
        hint={intl.formatMessage({ id: 'passwordReset.email.hint' }, { length: EMAIL_CODE.length })}
        error={error('email', fromServer.email ?? refusalOf(machineError, 'error.emailFormat'))}
      />
      <SubmitButton busy={busy} label="form.code.send" busyLabel="form.code.sending" />
    </form>
  );
}
