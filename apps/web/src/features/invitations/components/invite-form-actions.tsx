import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';
import { SubmitButton } from '../../../ui/form/submit-button';
import styles from './invitations.module.css';

/** The end of an invite dialog's form: cancel, and the button that sends the invitations. */
export function InviteFormActions({
  busy,
  sendLabel,
  onCancel,
}: {
  busy: boolean;
  sendLabel: MessageId;
  onCancel(): void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.dialogActions}>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {intl.formatMessage({ id: 'invitations.cancel' })}
      </button>
      <SubmitButton busy={busy} label={sendLabel} busyLabel="invitations.sending" large={false} />
    </div>
  );
}
