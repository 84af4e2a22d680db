import { EMAIL_CODE, sendFindPwdEmailSchema } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import {
  checkForm,
  focusFirstInvalid,
  formatFieldError,
  refusalOf,
  type FieldError,
} from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { TextField } from '../../../ui/form/text-field';
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
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<FieldError | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const fromServer = useServerFieldErrors(formRef, serverFields, EMAIL_FIELD);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkForm(sendFindPwdEmailSchema, { email });
    flushSync(() => setError(check.ok ? undefined : check.errors.email));
    if (!check.ok) return focusFirstInvalid(formRef.current);
    onSubmit(check.data.email);
  };

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      <TextField
        name="email"
        type="email"
        label={t('form.email')}
        hint={intl.formatMessage({ id: 'passwordReset.email.hint' }, { length: EMAIL_CODE.length })}
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={formatFieldError(
          intl,
          error ?? fromServer.email ?? refusalOf(machineError, 'error.emailFormat'),
        )}
      />
      <button type="submit" className="button button--primary button--large" aria-disabled={busy}>
        {t(busy ? 'form.code.sending' : 'form.code.send')}
      </button>
    </form>
  );
}
