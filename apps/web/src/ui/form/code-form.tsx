import { EMAIL_CODE } from '@atelier/contracts';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import formStyles from './form.module.css';
import { ResendCode } from './resend-code';
import { TextField } from './text-field';
import type { FieldBinding } from './use-form';

/** What a step asking for an e-mailed code gets from its page. */
export interface CodeStepState {
  /** Where the code went. */
  email: string;
  expired: boolean;
  busy: boolean;
  canResend: boolean;
  secondsLeft: number;
  onResend(): void;
  onChangeEmail(): void;
}

interface EmailCodeFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  step: CodeStepState;
  onSubmit(event: FormEvent): void;
  /** The code field and what goes with it; hidden once the code expired. */
  children: ReactNode;
}

/**
 * A form around an e-mailed code: where it went (or that it expired), the step's fields while it
 * is valid, and a new code after the cooldown or another address.
 */
export function EmailCodeForm({ formRef, step, onSubmit, children }: EmailCodeFormProps) {
  const intl = useIntl();
  const { email, expired } = step;
  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit}>
      <p className={formStyles.hint}>
        {expired
          ? intl.formatMessage({ id: 'form.code.expired' })
          : intl.formatMessage(
              { id: 'form.code.sentTo' },
              { email, length: EMAIL_CODE.length, minutes: EMAIL_CODE.ttlMinutes },
            )}
      </p>
      {!expired && children}
      <ResendCode
        canResend={step.canResend}
        secondsLeft={step.secondsLeft}
        busy={step.busy}
        onResend={step.onResend}
        onChangeEmail={step.onChangeEmail}
      />
    </form>
  );
}

/** The e-mailed code's input. */
export function CodeField(props: FieldBinding & { error: string | null }) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      label={intl.formatMessage({ id: 'form.code.label' })}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={EMAIL_CODE.length}
      required
    />
  );
}
