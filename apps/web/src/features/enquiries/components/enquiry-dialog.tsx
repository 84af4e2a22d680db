import { REPLY_WITHIN_HOURS } from '@atelier/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { ContactForm } from './contact-form';
import styles from './enquiries.module.css';
import { EnquiryForm } from './enquiry-form';

interface FormDialogProps {
  open: boolean;
  onClose(): void;
  /** After the server accepted the form: the dialog closes and the caller shows the notice. */
  onSent(notice: string): void;
}

/** The enquiry (institution) dialog opened from the header. */
export function EnquiryDialog({ open, onClose, onSent }: FormDialogProps) {
  const intl = useIntl();
  const introId = useId();
  return (
    <Dialog
      open={open}
      title={intl.formatMessage({ id: 'enquiries.kind.institution' })}
      describedBy={introId}
      onClose={onClose}
    >
      <p id={introId} className={styles.note}>
        {intl.formatMessage({ id: 'enquiries.institution.intro' })}
      </p>
      <EnquiryForm onSent={onSent} onCancel={onClose} />
    </Dialog>
  );
}

/** The contact dialog opened from the footer. */
export function ContactDialog({ open, onClose, onSent }: FormDialogProps) {
  const intl = useIntl();
  const introId = useId();
  return (
    <Dialog
      open={open}
      title={intl.formatMessage({ id: 'enquiries.kind.contact' })}
      describedBy={introId}
      onClose={onClose}
    >
      <p id={introId} className={styles.note}>
        {intl.formatMessage({ id: 'enquiries.contact.intro' }, { hours: REPLY_WITHIN_HOURS })}
      </p>
      <ContactForm onSent={onSent} onCancel={onClose} />
    </Dialog>
  );
}
