import type { Role, SessionGrant } from '@atelier/contracts';
import { RESEND_COOLDOWN_MS } from '@atelier/machines';
import type { MessageId } from '@atelier/i18n';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCountdown } from '../../../ui/countdown';
import { StepFormCard } from '../../../ui/form/step-form-card';
import { useSessionActor } from '../../session/hooks/use-session';
import { signIn } from '../../session/sign-in';
import { postRegister, postSendRegisterEmail, postValidCaptcha } from '../api/registration-api';
import { provideRegistrationMachine } from '../registration-effects';
import { registrationStep } from '../registration-step';
import { CodeStep } from './code-step';
import { DetailsStep, type DetailsExtras } from './details-step';
import { EmailStep } from './email-step';

const STEPS = [
  'form.step.email',
  'register.step.code',
  'register.step.details',
] as const satisfies readonly MessageId[];
const STEP_INDEX = { email: 0, code: 1, details: 2, done: 2 } as const;

interface RegistrationCallbacks {
  codeSent(): void;
  sendFailed(): void;
  fieldErrors(fields: Record<string, string>): void;
  registered(grant: SessionGrant): void;
}

/**
 * The page's registration machine, its calls wired to the API. The register call also needs
 * fields the machine's details do not carry (telephone, school code): `setExtras` hands them over
 * just before SUBMIT_DETAILS.
 */
function createRegistration(callbacks: RegistrationCallbacks) {
  let extras: DetailsExtras = { telephone: '', schoolCode: '' };
  const machine = provideRegistrationMachine({
    sendCode: ({ email, role }) =>
      postSendRegisterEmail(email, role).catch((error: unknown) => {
        callbacks.sendFailed();
        throw error;
      }),
    verifyCode: ({ email, code }) => postValidCaptcha(email, code),
    register: ({ ticket, details }) =>
      postRegister({
        ticket,
        firstName: details.firstName,
        familyName: details.lastName,
        telephone: extras.telephone,
        schoolCode: extras.schoolCode,
        password: details.password,
        confirmPassword: details.confirmation,
      }),
    codeSent: callbacks.codeSent,
    fieldErrors: callbacks.fieldErrors,
    registered: callbacks.registered,
  });
  return {
    machine,
    setExtras: (next: DetailsExtras) => {
      extras = next;
    },
  };
}

/**
 * Registration (spec sections 2 and 4): e-mail and role → code sent → code checked → personal
 * information → logged in and in the role's centre. The registration machine of machines/ holds
 * the lifecycle; this page supplies its calls and draws its states.
 * Another page may pre-fill the e-mail and role and ask to come back once registered (`redirect`,
 * a path of this site checked by the route): an invitation's join page does, and joins there.
 */
export function RegisterPage({
  initialEmail,
  initialRole,
  redirect,
}: {
  initialEmail?: string;
  initialRole?: Role;
  redirect?: string;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const session = useSessionActor();
  const navigate = useNavigate();
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string> | null>(null);
  const [{ machine, setExtras }] = useState(() =>
    createRegistration({
      codeSent: () => setCodeSentAt(Date.now()),
      sendFailed: () => setCodeSentAt(null),
      fieldErrors: setServerFields,
      registered: (grant) =>
        void signIn(
          session,
          () => Promise.resolve(grant),
          redirect ? () => void navigate({ href: redirect, replace: true }) : undefined,
        ),
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { email: initialEmail, role: initialRole },
  });
  const step = registrationStep(snapshot, codeSentAt !== null);
  const secondsLeft = useCountdown(codeSentAt, RESEND_COOLDOWN_MS);

  const { context } = snapshot;
  return (
    <StepFormCard
      title={t('register.title')}
      documentTitle={t('register.documentTitle')}
      steps={STEPS.map((id) => t(id))}
      step={step}
      current={STEP_INDEX[step]}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link
            to="/user/login"
            search={redirect ? { identity: snapshot.context.role, redirect } : {}}
          >
            {t('register.loginLink')}
          </Link>
        </p>
      }
    >
      {step === 'email' && (
        <EmailStep
          initialEmail={context.email}
          initialRole={context.role}
          busy={snapshot.matches('sendingCode')}
          machineError={context.error}
          serverFields={serverFields}
          onSubmit={(email, role) => {
            setServerFields(null);
            send({ type: 'SUBMIT_EMAIL', email, role });
          }}
        />
      )}
      {step === 'code' && (
        <CodeStep
          email={context.email}
          expired={snapshot.matches('codeExpired')}
          busy={snapshot.matches({ codeSent: 'verifyingCode' }) || snapshot.matches('sendingCode')}
          canResend={context.canResend || snapshot.matches('codeExpired')}
          secondsLeft={secondsLeft}
          machineError={context.error}
          serverFields={serverFields}
          onSubmit={(code) => {
            setServerFields(null);
            send({ type: 'SUBMIT_CODE', code });
          }}
          onResend={() => send({ type: 'RESEND' })}
          onChangeEmail={() => {
            setCodeSentAt(null);
            send({ type: 'CHANGE_EMAIL' });
          }}
        />
      )}
      {(step === 'details' || step === 'done') && (
        <DetailsStep
          email={context.email}
          role={context.role}
          ticket={context.ticket ?? ''}
          busy={snapshot.matches('submitting') || step === 'done'}
          machineError={context.error}
          serverFields={serverFields}
          onSubmit={(details, detailsExtras) => {
            setExtras(detailsExtras);
            setServerFields(null);
            send({ type: 'SUBMIT_DETAILS', details });
          }}
        />
      )}
    </StepFormCard>
  );
}
