import { RESEND_COOLDOWN_MS } from '@atelier/machines';
import type { MessageId } from '@atelier/i18n';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCountdown } from '../../../ui/countdown';
import formStyles from '../../../ui/form/form.module.css';
import { StepFormCard } from '../../../ui/form/step-form-card';
import { postResetPwd, postSendFindPwdEmail } from '../api/password-reset-api';
import { providePasswordResetMachine } from '../password-reset-effects';
import { passwordResetStep } from '../password-reset-step';
import { ResetEmailStep } from './reset-email-step';
import { ResetPasswordStep } from './reset-password-step';

const STEPS = [
  'form.step.email',
  'passwordReset.step.reset',
  'passwordReset.step.done',
] as const satisfies readonly MessageId[];
const STEP_INDEX = { email: 0, reset: 1, done: 2 } as const;

/**
 * Forgot password (spec section 4: e-mail sent, resend available, reset succeeded): the e-mail,
 * then the e-mailed code with the new password, then a way back to the login page.
 */
export function ForgotPasswordPage({ initialEmail = '' }: { initialEmail?: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [emailSentAt, setEmailSentAt] = useState<number | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string> | null>(null);
  const [machine] = useState(() =>
    providePasswordResetMachine({
      sendResetEmail: ({ email }) =>
        postSendFindPwdEmail(email).catch((error: unknown) => {
          setEmailSentAt(null);
          throw error;
        }),
      resetPassword: ({ email, code, password, confirmation }) =>
        postResetPwd({ email, code, password, confirmPassword: confirmation }),
      emailSent: () => setEmailSentAt(Date.now()),
      fieldErrors: setServerFields,
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { email: initialEmail } });
  const step = passwordResetStep(snapshot, emailSentAt !== null);
  const secondsLeft = useCountdown(emailSentAt, RESEND_COOLDOWN_MS);

  const { context } = snapshot;
  return (
    <StepFormCard
      title={t('passwordReset.title')}
      documentTitle={t('passwordReset.documentTitle')}
      steps={STEPS.map((id) => t(id))}
      step={step}
      current={STEP_INDEX[step]}
      footer={
        step !== 'done' && (
          <p>
            <Link to="/user/login">{t('passwordReset.backToLogin')}</Link>
          </p>
        )
      }
    >
      {step === 'email' && (
        <ResetEmailStep
          initialEmail={context.email}
          busy={snapshot.matches('sending')}
          machineError={context.error}
          serverFields={serverFields}
          onSubmit={(email) => {
            setServerFields(null);
            send({ type: 'SUBMIT_EMAIL', email });
          }}
        />
      )}
      {step === 'reset' && (
        <ResetPasswordStep
          email={context.email}
          expired={snapshot.matches('codeExpired')}
          busy={snapshot.matches({ emailSent: 'resetting' }) || snapshot.matches('sending')}
          canResend={context.canResend || snapshot.matches('codeExpired')}
          secondsLeft={secondsLeft}
          machineError={context.error}
          serverFields={serverFields}
          onSubmit={(code, password, confirmation) => {
            setServerFields(null);
            send({ type: 'SUBMIT_RESET', code, password, confirmation });
          }}
          onResend={() => send({ type: 'RESEND' })}
          onChangeEmail={() => {
            setEmailSentAt(null);
            send({ type: 'CHANGE_EMAIL' });
          }}
        />
      )}
      {step === 'done' && (
        <div className={formStyles.form}>
          <p className={formStyles.notice}>{t('passwordReset.succeeded')}</p>
          <Link
            to="/user/login"
            search={{ email: context.email }}
            className="button button--primary button--large"
          >
            {t('passwordReset.goToLogin')}
          </Link>
        </div>
      )}
    </StepFormCard>
  );
}
