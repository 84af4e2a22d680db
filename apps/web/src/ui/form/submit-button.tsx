import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';

interface SubmitButtonProps {
  busy: boolean;
  label: MessageId;
  /** The label while the form's call runs. */
  busyLabel: MessageId;
  /** The large button of the login, registration and password pages (default). */
  large?: boolean;
}

/**
 * A form's submit button. While busy it stays focusable and announced (aria-disabled, not
 * disabled): the form ignores the submit itself.
 */
export function SubmitButton({ busy, label, busyLabel, large = true }: SubmitButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="submit"
      className={large ? 'button button--primary button--large' : 'button button--primary'}
      aria-disabled={busy}
    >
      {intl.formatMessage({ id: busy ? busyLabel : label })}
    </button>
  );
}
