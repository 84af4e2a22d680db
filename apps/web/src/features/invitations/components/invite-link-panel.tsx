import type { InviteLinkAction, InviteLinkState } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useSession } from '../../session/hooks/use-session';
import { schoolAdminKeys } from '../../school-admin/api/school-admin-keys';
import {
  invitationKeys,
  inviteLinkQueryOptions,
  postInviteLinkAction,
} from '../api/invitation-api';
import { copyText } from '../copy-text';
import { inviteLinkPanelView } from '../invite-link-view';
import styles from './invitations.module.css';

/** Each state's short name (a badge) and its sentence. */
const STATE_TEXT: Record<InviteLinkState, { badge: MessageId; text: MessageId }> = {
  'not-activated': {
    badge: 'invitations.link.badge.notActivated',
    text: 'invitations.link.state.notActivated',
  },
  activated: {
    badge: 'invitations.link.badge.activated',
    text: 'invitations.link.state.activated',
  },
  'switched-off': {
    badge: 'invitations.link.badge.switchedOff',
    text: 'invitations.link.state.switchedOff',
  },
  expired: { badge: 'invitations.link.badge.expired', text: 'invitations.link.state.expired' },
};

const ACTION_LABEL: Record<InviteLinkAction, MessageId> = {
  'switch-on': 'invitations.link.switchOn',
  'switch-off': 'invitations.link.switchOff',
  regenerate: 'invitations.link.regenerate',
};

/** A timer cannot wait longer than this (setTimeout takes a signed 32-bit delay). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A class's invite link (spec section 4): its state, the address to share while it works (with a
 * copy button) and the actions the invite-link machine accepts now. A new link replaces the old
 * one for good, so it asks first. The state sentence is a live region: a screen reader hears
 * the change each action makes.
 * `headingLevel`: 3 when the page already has a section heading above the panel.
 */
export function InviteLinkPanel({
  classId,
  headingLevel = 2,
}: {
  classId: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const headingId = useId();
  const query = useQuery(inviteLinkQueryOptions(classId));

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="invite-link-panel">
      <Heading id={headingId} className={styles.panelTitle}>
        {t('invitations.link.title')}
      </Heading>
      <p className={styles.muted}>{t('invitations.link.lead')}</p>
      {query.isPending ? (
        <div aria-busy="true" aria-label={t('common.loading')} className={styles.stack}>
          <Skeleton height="1.5rem" width="60%" />
          <Skeleton height="3rem" />
        </div>
      ) : query.isError ? (
        <div className={styles.stack}>
          <p className={styles.problem}>{t('invitations.link.loadFailed')}</p>
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void query.refetch()}
            >
              {t('common.retry')}
            </button>
          </p>
        </div>
      ) : (
        <InviteLinkContent
          classId={classId}
          link={query.data}
          fetchedAt={query.dataUpdatedAt}
          refetch={() => void query.refetch()}
        />
      )}
    </section>
  );
}

interface ContentProps {
  classId: string;
  link: Parameters<typeof inviteLinkPanelView>[0];
  fetchedAt: number;
  refetch(): void;
}

function InviteLinkContent({ classId, link, fetchedAt, refetch }: ContentProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const fieldId = useId();
  const confirmTextId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  // The state as of the last answer; the timer below fetches again when an activated link ends.
  const view = inviteLinkPanelView(link, window.location.origin, new Date(fetchedAt));

  const change = useMutation({
    mutationFn: (action: InviteLinkAction) => postInviteLinkAction(classId, action),
    onSuccess: (next) => {
      queryClient.setQueryData(invitationKeys.link(classId), next);
      // The class page of the school administration shows the link too.
      void queryClient.invalidateQueries({
        queryKey: schoolAdminKeys.classDetail(user?.id ?? '', classId),
      });
    },
  });

  useEffect(() => {
    if (view.state !== 'activated' || !view.expiresAt) return;
    const wait = Date.parse(view.expiresAt) - Date.now();
    if (!(wait > 0) || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(refetch, wait + 1000);
    return () => clearTimeout(timer);
  }, [view.state, view.expiresAt, refetch]);

  const run = (action: InviteLinkAction) => {
    if (change.isPending) return;
    if (action === 'regenerate') {
      setConfirming(true);
      return;
    }
    change.mutate(action);
  };

  const copy = async () => {
    if (!view.url) return;
    const copied = await copyText(view.url, fieldRef.current);
    if (copied) toasts.info(t('invitations.link.copied'));
    else toasts.error(t('invitations.link.copyFailed'));
  };

  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short' });

  return (
    <div className={styles.stack}>
      <p role="status" className={styles.state} data-state={view.state}>
        <span className={styles.stateBadge}>{t(STATE_TEXT[view.state].badge)}</span>{' '}
        {intl.formatMessage(
          { id: STATE_TEXT[view.state].text },
          { date: view.expiresAt ? date(view.expiresAt) : '' },
        )}
      </p>
      {view.url && (
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            {t('invitations.link.address')}
          </label>
          <div className={styles.copyRow}>
            <input
              ref={fieldRef}
              id={fieldId}
              className={styles.input}
              type="text"
              readOnly
              value={view.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              {t('invitations.link.copy')}
            </button>
          </div>
        </div>
      )}
      {view.actions.length > 0 && (
        <div className={styles.actions}>
          {view.actions.map((action) => (
            <button
              key={action}
              type="button"
              className={
                action === 'switch-on' ? 'button button--primary' : 'button button--secondary'
              }
              aria-disabled={change.isPending}
              onClick={() => run(action)}
            >
              {t(ACTION_LABEL[action])}
            </button>
          ))}
        </div>
      )}
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('invitations.link.regenerate.title')}
        describedBy={confirmTextId}
        onClose={() => setConfirming(false)}
      >
        <p id={confirmTextId} className={styles.dialogText}>
          {t('invitations.link.regenerate.body')}
        </p>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(false)}
          >
            {t('invitations.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setConfirming(false);
              change.mutate('regenerate');
            }}
          >
            {t('invitations.link.regenerate.confirm')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
