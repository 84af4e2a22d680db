import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';
import { SubmitButton } from '../../../ui/form/submit-button';
import styles from './school-admin.module.css';

/** The end of a dialog's form: cancel, and the submit button when there is something to send. */
export function FormActions({
  busy = false,
  submitLabel,
  onCancel,
}: {
  busy?: boolean;
  submitLabel?: MessageId;
  onCancel(): void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.dialogActions}>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {intl.formatMessage({ id: 'schoolAdmin.cancel' })}
      </button>
      {submitLabel && (
        <SubmitButton busy={busy} label={submitLabel} busyLabel="form.saving" large={false} />
      )}
    </div>
  );
}

/** A refusal that is about no field, said inside the dialog (see form-failure.ts). */
export function FormProblem({ message }: { message: string | null }) {
  return <div role="alert">{message && <p className={styles.warning}>{message}</p>}</div>;
}
