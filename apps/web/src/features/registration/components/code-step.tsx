import { validCaptchaSchema } from '@atelier/contracts';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { checkForm, refusalOf } from '../../../ui/form/field-errors';
import { CodeField, EmailCodeForm, type CodeStepState } from '../../../ui/form/code-form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useFormErrors, useFormValues } from '../../../ui/form/use-form';
import { useServerFieldErrors } from '../../../ui/form/use-server-field-errors';

const CODE_FIELD = ['code'] as const;

interface CodeStepProps extends CodeStepState {
  machineError: string | null;
  /** Field errors of the server's last refusal (400 `data.fields`). */
  serverFields: Record<string, string> | null;
  onSubmit(code: string): void;
}

/** Step 2: the code e-mailed to `email`; a new code after the cooldown, or another address. */
export function CodeStep(props: CodeStepProps) {
  const { email, expired, busy, machineError, serverFields, onSubmit } = props;
  const { values, bind } = useFormValues({ code: '' });
  const { setErrors, formRef, showErrors, error } = useFormErrors<'code'>();
  const fromServer = useServerFieldErrors(formRef, serverFields, CODE_FIELD);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || expired) return;
    const check = checkForm(validCaptchaSchema, { email, code: values.code });
    if (!check.ok) return showErrors({ code: check.errors.code });
    flushSync(() => setErrors({}));
    onSubmit(check.data.code);
  };

  return (
    <EmailCodeForm formRef={formRef} step={props} onSubmit={submit}>
      <CodeField
        {...bind('code')}
        error={error('code', fromServer.code ?? refusalOf(machineError, 'validation.invalid'))}
      />
      <SubmitButton busy={busy} label="form.code.check" busyLabel="form.code.checking" />
    </EmailCodeForm>
  );
}
