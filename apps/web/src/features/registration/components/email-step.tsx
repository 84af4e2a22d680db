import { EMAIL_CODE, sendRegisterEmailSchema, type Role } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { ChoiceCards } from '../../../ui/form/choice-cards';
import { EmailField } from '../../../ui/form/text-field';
import { checkForm, refusalOf } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useFormErrors, useFormValues } from '../../../ui/form/use-form';
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
  const { values, bind } = useFormValues({ email: initialEmail });
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();
  const fromServer = useServerFieldErrors(formRef, serverFields, FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkForm(sendRegisterEmailSchema, { email: values.email, role });
    if (!check.ok) return showErrors(check.errors);
    flushSync(() => setErrors({}));
    onSubmit(check.data.email, check.data.role);
  };

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
      <ChoiceCards<Role>
        legend={t('register.role.legend')}
        name="role"
        options={REGISTERING.map((option) => ({ ...option, label: t(option.label) }))}
        value={role}
        onChange={setRole}
        error={error('role', fromServer.role)}
      />
      <EmailField
        {...bind('email')}
        label={t('form.email')}
        hint={intl.formatMessage({ id: 'register.email.hint' }, { length: EMAIL_CODE.length })}
        error={error('email', fromServer.email ?? refusalOf(machineError, 'error.emailFormat'))}
      />
      <SubmitButton busy={busy} label="form.code.send" busyLabel="form.code.sending" />
    </form>
  );
}
