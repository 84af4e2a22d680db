import {
  ApiPaths,
  ENQUIRY_NEED_FUNCTIONS,
  enquiryFormSchema,
  PRODUCT,
  type EnquiryNeedFunction,
} from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';
import formStyles from '../../../ui/form/form.module.css';
import { TextField } from '../../../ui/form/text-field';
import { useEnquiryForm } from '../hooks/use-enquiry-form';
import { CountryRegionFields } from './country-region-fields';
import styles from './enquiries.module.css';
import {
  ConsentField,
  FormActions,
  FormProblem,
  PersonNameFields,
  RequiredNote,
} from './form-fields';

const INITIAL = {
  institutionPersonFirstName: '',
  institutionPersonLastName: '',
  institutionName: '',
  countryRegion: '',
  city: '',
  institutionPhone: '',
  institutionEmail: '',
  /** Spec section 3: the student number defaults to 1. */
  institutionStudentNumber: '1',
  needFunctions: [] as readonly EnquiryNeedFunction[],
  /** Spec section 5: ticked by default. */
  consent: true,
};

interface EnquiryFormProps {
  onSent(notice: string): void;
  onCancel?(): void;
}

/**
 * The enquiry (institution) form of spec sections 3 and 5: every field is checked with the
 * contracts' schema and sent to `POST /www/consult/advice`, all of them (the seed product lost
 * four through a misspelled object). The e-mail is checked on blur and on change; submit is
 * disabled while the consent box is unticked.
 */
export function EnquiryForm({ onSent, onCancel }: EnquiryFormProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { formRef, text, values, set, error, busy, problem, submit } = useEnquiryForm({
    schema: enquiryFormSchema,
    initial: INITIAL,
    path: ApiPaths.consultAdvice,
    onSent,
  });

  const toggleNeed = (need: EnquiryNeedFunction, on: boolean) =>
    set(
      'needFunctions',
      on ? [...values.needFunctions, need] : values.needFunctions.filter((item) => item !== need),
    );

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <RequiredNote />
      <div className={styles.columns}>
        <PersonNameFields
          first={text('institutionPersonFirstName')}
          last={text('institutionPersonLastName')}
        />
      </div>
      <TextField
        {...text('institutionName')}
        label={t('enquiries.field.institutionName')}
        autoComplete="organization"
        required
      />
      <div className={styles.columns}>
        <CountryRegionFields
          name="countryRegion"
          value={values.countryRegion}
          error={error('countryRegion')}
          onChange={(value) => set('countryRegion', value)}
        />
      </div>
      <TextField
        {...text('city')}
        label={t('enquiries.field.city')}
        autoComplete="address-level2"
        required
      />
      <div className={styles.columns}>
        <TextField
          {...text('institutionPhone')}
          label={t('enquiries.field.businessPhone')}
          type="tel"
          autoComplete="tel"
          required
        />
        <TextField
          {...text('institutionEmail', { live: true })}
          label={t('enquiries.field.businessEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
      </div>
      <TextField
        {...text('institutionStudentNumber')}
        label={t('enquiries.field.studentNumber')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
      />
      <fieldset className={styles.group}>
        <legend>
          {intl.formatMessage(
            { id: 'enquiries.optional' },
            { label: t('enquiries.field.needFunctions') },
          )}
        </legend>
        <ul className={styles.checks}>
          {ENQUIRY_NEED_FUNCTIONS.map((need) => (
            <li key={need}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name="needFunctions"
                  value={need}
                  checked={values.needFunctions.includes(need)}
                  onChange={(event) => toggleNeed(need, event.target.checked)}
                />
                <span>{t(`enquiries.needFunction.${need}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <ConsentField checked={values.consent} onChange={(checked) => set('consent', checked)}>
        {intl.formatMessage({ id: 'enquiries.field.consent' }, { product: PRODUCT.name })}
      </ConsentField>
      <FormProblem message={problem} />
      <FormActions busy={busy} disabled={!values.consent} onCancel={onCancel} />
    </form>
  );
}
