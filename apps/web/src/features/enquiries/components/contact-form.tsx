import { ApiPaths, contactFormSchema } from '@atelier/contracts';
import { useIntl } from 'react-intl';
import formStyles from '../../../ui/form/form.module.css';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useEnquiryForm } from '../hooks/use-enquiry-form';
import styles from './enquiries.module.css';
import { FormActions, FormProblem, PersonNameFields, RequiredNote } from './form-fields';

const INITIAL = { firstName: '', lastName: '', email: '', message: '' };

/** The contact form of the footer's dialog (`POST /www/consult/contact`; the message is optional). */
export function ContactForm({
  onSent,
  onCancel,
}: {
  onSent(notice: string): void;
  onCancel?(): void;
}) {
  const intl = useIntl();
  const { formRef, text, busy, problem, submit } = useEnquiryForm({
    schema: contactFormSchema,
    initial: INITIAL,
    path: ApiPaths.consultContact,
    onSent,
  });
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <RequiredNote />
      <div className={styles.columns}>
        <PersonNameFields first={text('firstName')} last={text('lastName')} />
      </div>
      <TextField
        {...text('email', { live: true })}
        label={intl.formatMessage({ id: 'enquiries.field.email' })}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <TextAreaField
        rows={4}
        {...text('message')}
        label={intl.formatMessage(
          { id: 'enquiries.optional' },
          { label: intl.formatMessage({ id: 'enquiries.field.message' }) },
        )}
      />
      <FormProblem message={problem} />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
