import { useIntl } from 'react-intl';
import styles from './resend-code.module.css';

interface ResendCodeProps {
  /** The machine allows a resend (its cooldown is over, or the code expired). */
  canResend: boolean;
  /** Seconds left of the cooldown, for the label; 0 when unknown or over. */
  secondsLeft: number;
  busy: boolean;
  onResend(): void;
  onChangeEmail(): void;
}

/**
 * "Send a new code" (disabled during the cooldown, with the seconds left) and "use another
 * e-mail". The countdown is not a live region: a change every second would drown a screen reader;
 * the hint says when a new code can be asked for, and the button's state is announced on focus.
 */
export function ResendCode({
  canResend,
  secondsLeft,
  busy,
  onResend,
  onChangeEmail,
}: ResendCodeProps) {
  const intl = useIntl();
  const waiting = !canResend && secondsLeft > 0;
  return (
    <div className={styles.resend}>
      <button
        type="button"
        className="button button--secondary"
        disabled={!canResend || busy}
        onClick={onResend}
      >
        {waiting
          ? intl.formatMessage({ id: 'form.code.resendIn' }, { seconds: secondsLeft })
          : intl.formatMessage({ id: 'form.code.resend' })}
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={onChangeEmail}
      >
        {intl.formatMessage({ id: 'form.code.changeEmail' })}
      </button>
    </div>
  );
}
