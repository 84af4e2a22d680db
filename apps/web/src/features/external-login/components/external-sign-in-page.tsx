import type { SessionGrant } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage } from '../../../api/api-errors';
import { FormCard } from '../../../ui/form/form-card';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSessionActor } from '../../session/hooks/use-session';
import { signIn } from '../../session/sign-in';
import styles from './external-sign-in-page.module.css';

type Outcome = { kind: 'pending' } | { kind: 'missing' } | { kind: 'refused'; message: string };

interface ExternalSignInPageProps {
  /**
   * What proves who the user is (the partner's assertion, the provider's code), as it arrived
   * in the URL; null when the URL carries none (or the provider reported an error).
   */
  credential: string | null;
  /** Exchanges the credential for a session grant. */
  exchange(credential: string): Promise<SessionGrant>;
}

/**
 * The landing page of a sign-in that started elsewhere (the Kenya partner's site, an OpenID
 * Connect provider): posts the credential once; a grant logs the user in and opens their centre.
 * A refusal shows the server's message: this page has nothing else to show, so the message stays
 * here as well as in the API client's toast.
 */
export function ExternalSignInPage({ credential, exchange }: ExternalSignInPageProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const session = useSessionActor();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(
    credential ? { kind: 'pending' } : { kind: 'missing' },
  );
  // One attempt per credential: StrictMode's double effect and re-renders must not post it twice.
  const posted = useRef<string | null>(null);
  useDocumentTitle(t('externalLogin.documentTitle'));

  useEffect(() => {
    if (!credential || posted.current === credential) return;
    posted.current = credential;
    // The credential is single-use: keep it out of the history and of shared links.
    void navigate({ to: '.', search: {}, replace: true });
    void signIn(session, () => exchange(credential)).then((result) => {
      if (!result.ok) setOutcome({ kind: 'refused', message: failureMessage(result.error) });
    });
  }, [credential, exchange, navigate, session]);

  if (outcome.kind === 'pending') {
    return (
      <FormCard title={t('externalLogin.title')}>
        <p className={styles.pending} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('externalLogin.signingIn')}
        </p>
      </FormCard>
    );
  }
  return (
    <FormCard
      title={t('externalLogin.failedTitle')}
      footer={
        <p>
          <Link to="/user/login">{t('externalLogin.goToLogin')}</Link>
        </p>
      }
    >
      <p className={styles.refusal} role="alert">
        {outcome.kind === 'missing'
          ? t('externalLogin.missing')
          : outcome.message || t('error.generic')}
      </p>
    </FormCard>
  );
}
