import type { MessageId } from '@atelier/i18n';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/app-link';
import { useDocumentTitle } from '../../../ui/use-document-title';
import styles from './login-page.module.css';

/** The identities of the login screen (spec section 2); school covers institutions too. */
const IDENTITIES = [
  { value: 'student', label: 'login.identity.student', icon: '🎒' },
  { value: 'teacher', label: 'login.identity.teacher', icon: '🍎' },
  { value: 'school', label: 'login.identity.school', icon: '🏫' },
] as const satisfies readonly { value: string; label: MessageId; icon: string }[];

type Identity = (typeof IDENTITIES)[number]['value'];

/**
 * The login screen's shell: identity choice and the e-mail/password form. Signing in itself
 * (LOGIN → POST /atelier/user/login → LOGIN_SUCCEEDED/LOGIN_FAILED) is built by the login
 * issue; until then the submit button stays disabled and says why.
 */
export function LoginPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [identity, setIdentity] = useState<Identity>('student');
  const unavailableId = useId();
  useDocumentTitle(t('login.documentTitle'));

  return (
    <div className={`page ${styles.login}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
          <fieldset className={styles.identities}>
            <legend className={styles.legend}>{t('login.identity.legend')}</legend>
            {IDENTITIES.map((option) => (
              <label key={option.value} className={styles.identity}>
                <input
                  type="radio"
                  name="identity"
                  value={option.value}
                  checked={identity === option.value}
                  onChange={() => setIdentity(option.value)}
                />
                <span className={styles.identityIcon} aria-hidden="true">
                  {option.icon}
                </span>
                <span>{t(option.label)}</span>
              </label>
            ))}
          </fieldset>

          <label className={styles.field}>
            <span className={styles.label}>{t('login.email')}</span>
            <input type="email" name="email" autoComplete="email" inputMode="email" required />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('login.password')}</span>
            <input type="password" name="password" autoComplete="current-password" required />
          </label>

          <button
            type="submit"
            className="button button--primary button--large"
            disabled
            aria-describedby={unavailableId}
          >
            {t('login.submit')}
          </button>
          <p id={unavailableId} className={styles.note}>
            {t('login.unavailable')}
          </p>
        </form>
        <p className={styles.register}>
          {t('login.noAccount')} <AppLink href="/user/register">{t('login.registerLink')}</AppLink>
        </p>
      </div>
    </div>
  );
}
