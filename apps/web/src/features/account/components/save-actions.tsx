import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';
import { StatusNotice } from '../../../ui/form/status-notice';
import { SubmitButton } from '../../../ui/form/submit-button';
import styles from './account-page.module.css';

interface SaveActionsProps {
  busy: boolean;
  label: MessageId;
  /** The outcome announced once saved (a polite live region), null before. */
  savedMessage: MessageId | null;
}

/** The end of an account form: its save button and the "saved" notice. */
export function SaveActions({ busy, label, savedMessage }: SaveActionsProps) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.actions}>
        <SubmitButton busy={busy} label={label} busyLabel="form.saving" large={false} />
      </div>
      <StatusNotice message={savedMessage ? intl.formatMessage({ id: savedMessage }) : null} />
    </>
  );
}
