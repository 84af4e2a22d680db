import { ApiPaths, consultationFormSchema, STUDENT_AGE_RANGES } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';
import formStyles from '../../../ui/form/form.module.css';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useEnquiryForm } from '../hooks/use-enquiry-form';
import { CountryRegionFields } from './country-region-fields';
import styles from './enquiries.module.css';
import { FormActions, FormProblem, PersonNameFields, RequiredNote } from './form-fields';
import { InlineForm } from './inline-form';

const INITIAL = {
  institutionName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  studentCount: '',
  city: '',
  country: '',
  message: '',
  studentAgeRange: '',
  socialMediaName: '',
};

/**
 * The consultation form, the "other variant" of spec section 3 (`POST /ajax/advice`): for the
 * cooperation and landing pages.
 */
export function ConsultationForm() {
  return <InlineForm>{(onSent) => <ConsultationFields onSent={onSent} />}</InlineForm>;
}

function ConsultationFields({ onSent }: { onSent(notice: string): void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { formRef, text, values, set, error, busy, problem, submit } = useEnquiryForm({
    schema: consultationFormSchema,
    initial: INITIAL,
    path: ApiPaths.advice,
    onSent,
  });
  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-label={t('enquiries.kind.consultation')}
      onSubmit={(event) => void submit(event)}
    >
      <RequiredNote />
      <TextField
        {...text('institutionName')}
        label={t('enquiries.field.institutionName')}
        autoComplete="organization"
        required
      />
      <div className={styles.columns}>
        <PersonNameFields first={text('firstName')} last={text('lastName')} />
        <TextField
          {...text('email', { live: true })}
          label={t('enquiries.field.businessEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextField
          {...text('phone')}
          label={t('enquiries.field.businessPhone')}
          type="tel"
          autoComplete="tel"
          required
        />
        <TextField
          {...text('studentCount')}
          label={t('enquiries.field.studentNumber')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
        />
        <SelectField
          name="studentAgeRange"
          label={t('enquiries.field.studentAgeRange')}
          value={values.studentAgeRange}
          error={error('studentAgeRange')}
          onChange={(value) => set('studentAgeRange', value)}
          options={[
            { value: '', label: t('enquiries.chooseAgeRange') },
            ...STUDENT_AGE_RANGES.map((range) => ({
              value: range,
              label: t(`enquiries.ageRange.${range}`),
            })),
          ]}
        />
        <CountryRegionFields
          name="country"
          countryOnly
          value={values.country}
          error={error('country')}
          onChange={(value) => set('country', value)}
        />
        <TextField
          {...text('city')}
          label={t('enquiries.field.city')}
          autoComplete="address-level2"
          required
        />
      </div>
      <TextField
        {...text('socialMediaName')}
        label={t('enquiries.field.socialMediaName')}
        required
      />
      <TextAreaField
        rows={4}
        {...text('message')}
        label={intl.formatMessage(
          { id: 'enquiries.optional' },
          { label: t('enquiries.field.needsMessage') },
        )}
      />
      <FormProblem message={problem} />
      <FormActions busy={busy} />
    </form>
  );
}
