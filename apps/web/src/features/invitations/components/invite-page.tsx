import { ROLE_HOME, type InvitationView, type Role } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage } from '../../../api/api-errors';
import { AppLink } from '../../../ui/app-link';
import { FormCard } from '../../../ui/form/form-card';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSession } from '../../session/hooks/use-session';
import {
  invitationKeys,
  invitationQueryOptions,
  postAcceptInvitation,
} from '../api/invitation-api';
import { invitePageView, signInSearch, type InvitePageView } from '../invite-page-view';
import { rememberJoinIntent, takeJoinIntent } from '../join-intent';
import styles from './invitations.module.css';

const ROLE_NAME: Record<Role, MessageId> = {
  student: 'role.student',
  teacher: 'role.teacher',
  manager: 'role.manager',
};

/**
 * The join page of an invitation (`/invite/<token>`, from a class's invite link or an invitation
 * e-mail). It names the school and class, then: an expired or switched-off link says so; a
 * logged-out visitor logs in or registers (the invited role pre-selected, the invited address
 * pre-filled) and comes back here; the invited kind of account joins with one click, and joins by
 * itself when it comes back from that login or registration (the user already chose to join).
 * The server decides: a refusal is stated on the page, in the user's language.
 */
export function InvitePage({ token }: { token: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { data: invitation } = useSuspenseQuery(invitationQueryOptions(token));
  const session = useSession();
  const view = invitePageView(invitation, {
    isLoggedIn: session.isLoggedIn,
    role: session.role,
    email: session.user?.email ?? null,
  });
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  useDocumentTitle(t('invitations.title'));

  const accept = useMutation({
    mutationFn: () => postAcceptInvitation(token),
    onSuccess: async (answer) => {
      toasts.info(
        invitation?.className && answer.classId
          ? intl.formatMessage(
              { id: 'invitations.join.joinedClass' },
              { className: invitation.className },
            )
          : intl.formatMessage(
              { id: 'invitations.join.joinedSchool' },
              { school: invitation?.schoolName ?? '' },
            ),
      );
      // The school, the class and the plan of this user have changed everywhere.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      void navigate({ href: ROLE_HOME[answer.role] });
    },
    onError: (error) => {
      setRefusal(failureMessage(error) || t('error.generic'));
      // A link switched off meanwhile: the page then says it has expired.
      void queryClient.invalidateQueries({ queryKey: invitationKeys.invitation(token) });
    },
  });

  // Back from "Log in to join" or "Create an account": join once, without another click.
  const autoJoinChecked = useRef(false);
  const { mutate, isIdle } = accept;
  useEffect(() => {
    if (!session.isLoggedIn || autoJoinChecked.current) return;
    autoJoinChecked.current = true;
    if (takeJoinIntent(token) && view.kind === 'can-join' && isIdle) mutate();
  }, [session.isLoggedIn, token, view.kind, isIdle, mutate]);

  const title = pageTitle(intl, invitation, view);
  return (
    <FormCard
      title={title}
      // An unknown token answers an expired invitation without a school: nothing to name.
      lead={invitation?.schoolName ? <InvitationFacts invitation={invitation} /> : undefined}
      footer={
        <p>
          <Link to="/">{t('invitations.join.home')}</Link>
        </p>
      }
    >
      <div className={styles.stack} data-testid="invite-page" data-view={view.kind}>
        <InviteOffer
          token={token}
          invitation={invitation}
          view={view}
          joining={accept.isPending}
          onJoin={() => {
            if (accept.isPending) return;
            setRefusal(null);
            accept.mutate();
          }}
        />
        <p role="alert" className={refusal ? styles.problem : undefined}>
          {refusal}
        </p>
      </div>
    </FormCard>
  );
}

function pageTitle(
  intl: ReturnType<typeof useIntl>,
  invitation: InvitationView | null,
  view: InvitePageView,
): string {
  if (!invitation || view.kind === 'expired') {
    return intl.formatMessage({ id: 'invitations.join.expiredTitle' });
  }
  return invitation.className
    ? intl.formatMessage({ id: 'invitations.join.titleClass' }, { className: invitation.className })
    : intl.formatMessage({ id: 'invitations.join.titleSchool' }, { school: invitation.schoolName });
}

function InvitationFacts({ invitation }: { invitation: InvitationView }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('invitations.join.school')}</dt>
        <dd>{invitation.schoolName}</dd>
      </div>
      {invitation.className && (
        <div>
          <dt>{t('invitations.join.class')}</dt>
          <dd>{invitation.className}</dd>
        </div>
      )}
      <div>
        <dt>{t('invitations.join.for')}</dt>
        <dd>{t(ROLE_NAME[invitation.role])}</dd>
      </div>
    </dl>
  );
}

interface InviteOfferProps {
  token: string;
  invitation: InvitationView | null;
  view: InvitePageView;
  joining: boolean;
  onJoin(): void;
}

function InviteOffer({ token, invitation, view, joining, onJoin }: InviteOfferProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { role } = useSession();

  switch (view.kind) {
    case 'expired':
      return (
        <p className={styles.problem} data-testid="invite-expired">
          {t('error.linkExpired')}
        </p>
      );
    case 'logged-out': {
      if (!invitation) return null;
      const search = signInSearch(token, invitation);
      const remember = () => rememberJoinIntent(token);
      return (
        <>
          <p>
            {intl.formatMessage(
              { id: 'invitations.join.loggedOut' },
              { role: t(ROLE_NAME[invitation.role]) },
            )}
          </p>
          <div className={styles.actions}>
            <Link
              to="/user/login"
              search={search}
              className="button button--primary"
              onClick={remember}
            >
              {t('invitations.join.logIn')}
            </Link>
            <Link
              to="/user/register"
              search={search}
              className="button button--secondary"
              onClick={remember}
            >
              {t('invitations.join.register')}
            </Link>
          </div>
        </>
      );
    }
    case 'can-join':
      return (
        <p>
          <button
            type="button"
            className="button button--primary button--large"
            aria-disabled={joining}
            onClick={onJoin}
          >
            {joining
              ? t('invitations.join.joining')
              : invitation?.className
                ? intl.formatMessage(
                    { id: 'invitations.join.joinClass' },
                    { className: invitation.className },
                  )
                : intl.formatMessage(
                    { id: 'invitations.join.joinSchool' },
                    { school: invitation?.schoolName ?? '' },
                  )}
          </button>
        </p>
      );
    case 'wrong-role':
      return (
        <>
          <p className={styles.problem}>{t('error.invitationWrongRole')}</p>
          <p>
            {intl.formatMessage(
              { id: 'invitations.join.wrongRole' },
              {
                current: t(ROLE_NAME[view.role]),
                invited: t(ROLE_NAME[invitation?.role ?? 'student']),
              },
            )}
          </p>
          {role && (
            <p>
              <AppLink href={ROLE_HOME[role]}>{t('invitations.join.toCentre')}</AppLink>
            </p>
          )}
        </>
      );
    case 'other-email':
      return (
        <>
          <p className={styles.problem}>{t('error.invitationOtherEmail')}</p>
          {role && (
            <p>
              <AppLink href={ROLE_HOME[role]}>{t('invitations.join.toCentre')}</AppLink>
            </p>
          )}
        </>
      );
  }
}
