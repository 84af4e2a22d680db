import { loginFormSchema, type Role } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { apiFieldErrors } from '../../../api/api-errors';
import { ChoiceCards } from '../../../ui/form/choice-cards';
import { EmailField } from '../../../ui/form/text-field';
import { checkForm, serverFieldErrors } from '../../../ui/form/field-errors';
import { FormCard } from '../../../ui/form/form-card';
import formStyles from '../../../ui/form/form.module.css';
import { PasswordField } from '../../../ui/form/password-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useFormErrors } from '../../../ui/form/use-form';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { SocialSignIn } from '../../external-login/components/social-sign-in';
import { useSession, useSessionActor } from '../../session/hooks/use-session';
import { signIn } from '../../session/sign-in';
import { postLogin } from '../api/login-api';
import { IDENTITIES } from '../identities';

const FIELDS = ['identity', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Login (spec section 2): identity, e-mail and password, checked with the contracts' schema, then
 * LOGIN → POST /atelier/user/login → LOGIN_SUCCEEDED (the session machine opens the role's centre)
 * or LOGIN_FAILED. The server's message of a refusal is the API client's toast (spec section 8);
 * the form shows field errors only (see apps/web/README.md, "Form errors").
 * Another page may pre-select the identity and ask to come back (`redirect`, a path of this site
 * checked by the route) instead of the centre: an invitation's join page does.
 */
export function LoginPage({
  initialEmail = '',
  initialIdentity = 'student',
  redirect,
}: {
  initialEmail?: string;
  initialIdentity?: Role;
  redirect?: string;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const session = useSessionActor();
  const navigate = useNavigate();
  const { status } = useSession();
  const [identity, setIdentity] = useState<Role>(initialIdentity);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();
  const submitting = status === 'loggingIn';
  useDocumentTitle(t('login.documentTitle'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const check = checkForm(loginFormSchema, { identity, email, password });
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    const outcome = await signIn(
      session,
      () => postLogin(check.data),
      redirect ? () => void navigate({ href: redirect, replace: true }) : undefined,
    );
    if (!outcome.ok) {
      const fields = apiFieldErrors(outcome.error);
      if (fields) showErrors(serverFieldErrors(fields, FIELDS));
    }
  };

  return (
    <FormCard
      title={t('login.title')}
      footer={
        <>
          <p>
            <Link to="/user/forgot-password" search={email.trim() ? { email: email.trim() } : {}}>
              {t('login.forgotPassword')}
            </Link>
          </p>
          <p>
            {t('login.noAccount')}{' '}
            <Link
              to="/user/register"
              search={redirect ? { identity: registering(identity), redirect } : {}}
            >
              {t('login.registerLink')}
            </Link>
          </p>
        </>
      }
    >
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
        <ChoiceCards<Role>
          legend={t('login.identity.legend')}
          name="identity"
          options={IDENTITIES.map((option) => ({ ...option, label: t(option.label) }))}
          value={identity}
          onChange={setIdentity}
          error={error('identity')}
        />
        <EmailField
          label={t('login.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error('email')}
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error('password')}
        />
        <SubmitButton busy={submitting} label="login.submit" busyLabel="login.submitting" />
      </form>
      <SocialSignIn identity={identity} />
    </FormCard>
  );
}

/** The identity the registration page pre-selects for a login page's return (no manager). */
function registering(identity: Role): Role {
  return identity === 'manager' ? 'student' : identity;
}
