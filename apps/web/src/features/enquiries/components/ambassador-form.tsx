import { ambassadorFormSchema, ApiPaths, STUDENT_AGE_RANGES } from '@atelier/contracts';
import { useIntl } from 'react-intl';
import formStyles from '../../../ui/form/form.module.css';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useEnquiryForm } from '../hooks/use-enquiry-form';
import styles from './enquiries.module.css';
import { FormActions, FormProblem, RequiredNote } from './form-fields';
import { InlineForm } from './inline-form';

const INITIAL = { name: '', email: '', phone: '', studentAgeRange: '', school: '' };

/** The ambassador form of `/ambassador` (`POST /ajax/ambassador`); every field is required. */
export function AmbassadorForm() {
  return <InlineForm>{(onSent) => <AmbassadorFields onSent={onSent} />}</InlineForm>;
}

function AmbassadorFields({ onSent }: { onSent(notice: string): void }) {
  const intl = useIntl();
  const { formRef, text, values, set, error, busy, problem, submit } = useEnquiryForm({
    schema: ambassadorFormSchema,
    initial: INITIAL,
    path: ApiPaths.ambassador,
    onSent,
  });
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-label={intl.formatMessage({ id: 'enquiries.kind.ambassador' })}
      onSubmit={(event) => void submit(event)}
    >
      <RequiredNote />
      <TextField
        {...text('name')}
        label={intl.formatMessage({ id: 'enquiries.field.name' })}
        autoComplete="name"
        required
      />
      <div className={styles.columns}>
        <TextField
          {...text('email', { live: true })}
          label={intl.formatMessage({ id: 'enquiries.field.email' })}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextField
          {...text('phone')}
          label={intl.formatMessage({ id: 'enquiries.field.phone' })}
          type="tel"
          autoComplete="tel"
          required
        />
      </div>
      <SelectField
        name="studentAgeRange"
        label={intl.formatMessage({ id: 'enquiries.field.studentAgeRange' })}
        value={values.studentAgeRange}
        error={error('studentAgeRange')}
        onChange={(value) => set('studentAgeRange', value)}
        options={[
          { value: '', label: intl.formatMessage({ id: 'enquiries.chooseAgeRange' }) },
          ...STUDENT_AGE_RANGES.map((range) => ({
            value: range,
            label: intl.formatMessage({ id: `enquiries.ageRange.${range}` }),
          })),
        ]}
      />
      <TextField
        {...text('school')}
        label={intl.formatMessage({ id: 'enquiries.field.school' })}
        autoComplete="organization"
        required
      />
      <FormProblem message={problem} />
      <FormActions busy={busy} />
    </form>
  );
}
