import {
  EMAIL_CODE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  resetPwdFormSchema,
} from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import {
  checkForm,
  focusFirstInvalid,
  formatFieldError,
  refusalOf,
  type FieldErrors,
} from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { PasswordField } from '../../../ui/form/password-field';
import { ResendCode } from '../../../ui/form/resend-code';
import { TextField } from '../../../ui/form/text-field';
import { useServerFieldErrors } from '../../../ui/form/use-server-field-errors';

const FIELDS = ['code', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

interface ResetPasswordStepProps {
  email: string;
  expired: boolean;
  busy: boolean;
  canResend: boolean;
  secondsLeft: number;
  machineError: string | null;
  serverFields: Record<string, string> | null;
  onSubmit(code: string, password: string, confirmation: string): void;
  onResend(): void;
  onChangeEmail(): void;
}

/** Step 2: the e-mailed code and the new password twice; a new code after the cooldown. */
export function ResetPasswordStep(props: ResetPasswordStepProps) {
  const { email, expired, busy, machineError, serverFields, onSubmit } = props;
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [values, setValues] = useState<Record<Field, string>>({
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const fromServer = useServerFieldErrors(formRef, serverFields, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || expired) return;
    const check = checkForm(resetPwdFormSchema, { email, ...values });
    flushSync(() => setErrors(check.ok ? {} : check.errors));
    if (!check.ok) return focusFirstInvalid(formRef.current);
    onSubmit(check.data.code, check.data.password, check.data.confirmPassword);
  };

  const refusals: FieldErrors<Field> = {
    code: refusalOf(machineError, 'validation.invalid'),
    password: refusalOf(machineError, 'error.passwordLength'),
    confirmPassword: refusalOf(machineError, 'error.confirmationMismatch'),
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: formatFieldError(intl, errors[name] ?? fromServer[name] ?? refusals[name]),
  });

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
            {...field('code')}
            label={t('form.code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAIL_CODE.length}
            required
          />
          <PasswordField
            {...field('password')}
            label={t('form.newPassword')}
            hint={intl.formatMessage(
              { id: 'form.password.rule' },
              { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
            )}
            autoComplete="new-password"
            required
          />
          <PasswordField
            {...field('confirmPassword')}
            label={t('form.confirmPassword')}
            autoComplete="new-password"
            required
          />
          <button
            type="submit"
            className="button button--primary button--large"
            aria-disabled={busy}
          >
            {t(busy ? 'form.saving' : 'passwordReset.reset')}
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
