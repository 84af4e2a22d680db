import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface RetryErrorProps {
  /** The route's error boundary reset (an error component's `reset`). */
  reset(): void;
  classNames: { root?: string; title?: string; body?: string };
  /** Drawn before the title (decorative). */
  icon?: ReactNode;
}

/**
 * A page whose data could not load, as an alert with a retry: the failed queries are reset, the
 * route rendered again and its loader run again. The API client has already shown the server's
 * message.
 */
export function RetryError({ reset, classNames, icon }: RetryErrorProps) {
  const intl = useIntl();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  return (
    <div className={classNames.root} role="alert">
      {icon}
      <h1 className={classNames.title}>{intl.formatMessage({ id: 'home.error.title' })}</h1>
      <p className={classNames.body}>{intl.formatMessage({ id: 'home.error.body' })}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          queryErrorReset.reset();
          reset();
          void router.invalidate();
        }}
      >
        {intl.formatMessage({ id: 'common.retry' })}
      </button>
    </div>
  );
}
