import { EMAIL_CODE, sendRegisterEmailSchema, type Role } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { ChoiceCards } from '../../../ui/form/choice-cards';
import {
  checkForm,
  focusFirstInvalid,
  formatFieldError,
  refusalOf,
  type FieldErrors,
} from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { TextField } from '../../../ui/form/text-field';
import { useServerFieldErrors } from '../../../ui/form/use-server-field-errors';
import { IDENTITIES } from '../../login/identities';

const FIELDS = ['email', 'role'] as const;
type Field = (typeof FIELDS)[number];

/** Students and teachers register themselves; a school or institution is set up with us. */
const REGISTERING = IDENTITIES.filter((identity) => identity.value !== 'manager');

interface EmailStepProps {
  initialEmail: string;
  initialRole: Role;
  busy: boolean;
  /** The machine's stored error (a refusal's message id, or a failed call's text). */
  machineError: string | null;
  /** Field errors of the server's last refusal (400 `data.fields`). */
  serverFields: Record<string, string> | null;
  onSubmit(email: string, role: Role): void;
}

/** Step 1: who registers (a student or a teacher) and the e-mail the code goes to. */
export function EmailStep({
  initialEmail,
  initialRole,
  busy,
  machineError,
  serverFields,
  onSubmit,
}: EmailStepProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [role, setRole] = useState<Role>(initialRole);
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const fromServer = useServerFieldErrors(formRef, serverFields, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkForm(sendRegisterEmailSchema, { email, role });
    flushSync(() => setErrors(check.ok ? {} : check.errors));
    if (!check.ok) return focusFirstInvalid(formRef.current);
    onSubmit(check.data.email, check.data.role);
  };

  const emailError =
    errors.email ?? fromServer.email ?? refusalOf(machineError, 'error.emailFormat');
  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      <ChoiceCards<Role>
        legend={t('register.role.legend')}
        name="role"
        options={REGISTERING.map((option) => ({ ...option, label: t(option.label) }))}
        value={role}
        onChange={setRole}
        error={formatFieldError(intl, errors.role ?? fromServer.role)}
      />
      <TextField
        name="email"
        type="email"
        label={t('form.email')}
        hint={intl.formatMessage({ id: 'register.email.hint' }, { length: EMAIL_CODE.length })}
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={formatFieldError(intl, emailError)}
      />
      <button type="submit" className="button button--primary button--large" aria-disabled={busy}>
        {t(busy ? 'form.code.sending' : 'form.code.send')}
      </button>
    </form>
  );
}
