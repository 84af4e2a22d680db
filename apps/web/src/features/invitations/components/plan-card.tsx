import type { MessageId } from '@atelier/i18n';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import { useSession } from '../../session/hooks/use-session';
import { planQueryOptions } from '../api/invitation-api';
import { planCardView, type PlanCardView } from '../plan-view';
import styles from './invitations.module.css';

/** Message values whose ISO-8601 `date` is shown as a localised date. */
type Values = Record<string, string>;

/**
 * The logged-in user's plan (spec sections 4, 6 and 9): trial, subscriber, school teacher or
 * private teacher; whether it is active; whether the user may renew it (a school teacher may not
 * while the school's plan is valid) and, for a private teacher, the teacher-access bonus.
 * Purchasing comes with a later issue: "Renew" says so and buys nothing.
 */
export function PlanCard() {
  const intl = useIntl();
  const headingId = useId();
  const { user, isLoggedIn } = useSession();
  const query = useQuery({ ...planQueryOptions(user?.id ?? ''), enabled: isLoggedIn });
  const title = intl.formatMessage({ id: 'invitations.plan.title' });

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="plan-card">
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {query.isSuccess ? (
        <PlanContent view={planCardView(query.data, new Date(query.dataUpdatedAt))} />
      ) : query.isError ? (
        <div className={styles.stack}>
          <p className={styles.problem}>
            {intl.formatMessage({ id: 'invitations.plan.loadFailed' })}
          </p>
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void query.refetch()}
            >
              {intl.formatMessage({ id: 'common.retry' })}
            </button>
          </p>
        </div>
      ) : (
        <div
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'common.loading' })}
          className={styles.stack}
        >
          <Skeleton height="1.5rem" width="50%" />
          <Skeleton height="1rem" width="70%" />
        </div>
      )}
    </section>
  );
}

function PlanContent({ view }: { view: PlanCardView }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const reasonId = useId();
  const [renewAsked, setRenewAsked] = useState(false);
  const format = (id: MessageId, values: Values) =>
    intl.formatMessage(
      { id },
      {
        ...values,
        ...(values.date ? { date: intl.formatDate(values.date, { dateStyle: 'long' }) } : {}),
      },
    );

  return (
    <div className={styles.stack}>
      <p className={styles.planTitle} data-testid="plan-state">
        {format(view.title.id, view.title.values)}
      </p>
      <p className={styles.state} data-state={view.active ? 'activated' : 'expired'}>
        <span className={styles.stateBadge}>
          {t(view.active ? 'invitations.plan.badge.active' : 'invitations.plan.badge.inactive')}
        </span>{' '}
        {format(view.status.id, view.status.values)}
      </p>
      {view.schoolNoAccess && (
        <p className={styles.problem} role="note">
          {t('invitations.plan.schoolNoAccess')}
        </p>
      )}
      {view.bonus && (
        <p data-testid="plan-bonus">
          {intl.formatMessage(
            { id: 'invitations.plan.bonus' },
            {
              teachers: view.bonus.teachers,
              maxStudents: view.bonus.maxStudents,
              students: view.bonus.students,
            },
          )}
        </p>
      )}
      <div className={styles.stack}>
        {view.renew.enabled ? (
          <>
            <p>
              <button
                type="button"
                className="button button--primary"
                aria-describedby={renewAsked ? reasonId : undefined}
                onClick={() => setRenewAsked(true)}
              >
                {t('invitations.plan.renew')}
              </button>
            </p>
            <p id={reasonId} role="status" className={styles.muted}>
              {renewAsked ? t('invitations.plan.renewComingSoon') : ''}
            </p>
          </>
        ) : (
          <>
            <p>
              {/* Focusable and described (not `disabled`), so the reason is read with it. */}
              <button
                type="button"
                className="button button--secondary"
                aria-disabled="true"
                aria-describedby={reasonId}
              >
                {t('invitations.plan.renew')}
              </button>
            </p>
            <p id={reasonId} className={styles.muted}>
              {t(view.renew.reason)}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
