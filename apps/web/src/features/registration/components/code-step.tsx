import { EMAIL_CODE, validCaptchaSchema } from '@atelier/contracts';
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
import { ResendCode } from '../../../ui/form/resend-code';
import { TextField } from '../../../ui/form/text-field';
import { useServerFieldErrors } from '../../../ui/form/use-server-field-errors';

const CODE_FIELD = ['code'] as const;

interface CodeStepProps {
  email: string;
  expired: boolean;
  busy: boolean;
  canResend: boolean;
  secondsLeft: number;
  machineError: string | null;
  /** Field errors of the server's last refusal (400 `data.fields`). */
  serverFields: Record<string, string> | null;
  onSubmit(code: string): void;
  onResend(): void;
  onChangeEmail(): void;
}

/** Step 2: the code e-mailed to `email`; a new code after the cooldown, or another address. */
export function CodeStep(props: CodeStepProps) {
  const { email, expired, busy, machineError, serverFields, onSubmit } = props;
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldError | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const fromServer = useServerFieldErrors(formRef, serverFields, CODE_FIELD);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || expired) return;
    const check = checkForm(validCaptchaSchema, { email, code });
    flushSync(() => setError(check.ok ? undefined : check.errors.code));
    if (!check.ok) return focusFirstInvalid(formRef.current);
    onSubmit(check.data.code);
  };

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      <p className={formStyles.hint}>
        {expired
          ? t('form.code.expired')
          : intl.formatMessage(
              { id: 'form.code.sentTo' },
              { email, length: EMAIL_CODE.length, minutes: EMAIL_CODE.ttlMinutes },
            )}
      </p>
      {!expired && (
        <>
          <TextField
            name="code"
            label={t('form.code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAIL_CODE.length}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={formatFieldError(
              intl,
              error ?? fromServer.code ?? refusalOf(machineError, 'validation.invalid'),
            )}
          />
          <button
            type="submit"
            className="button button--primary button--large"
            aria-disabled={busy}
          >
            {t(busy ? 'form.code.checking' : 'form.code.check')}
          </button>
        </>
      )}
      <ResendCode
        canResend={props.canResend}
        secondsLeft={props.secondsLeft}
        busy={busy}
        onResend={props.onResend}
        onChangeEmail={props.onChangeEmail}
      />
    </form>
  );
}
