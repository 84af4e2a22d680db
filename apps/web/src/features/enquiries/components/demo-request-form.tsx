import { AGE_RANGES, ApiPaths, demoRequestFormSchema, LOCALES, PRODUCT } from '@atelier/contracts';
import { useState } from 'react';
import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';
import formStyles from '../../../ui/form/form.module.css';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { isEmailRegistered } from '../api/enquiry-api';
import { useEnquiryForm } from '../hooks/use-enquiry-form';
import styles from './enquiries.module.css';
import { ConsentField, FormActions, FormProblem, RequiredNote } from './form-fields';
import { InlineForm } from './inline-form';

const INITIAL = {
  contactName: '',
  email: '',
  phone: '',
  childAge: '',
  demoLanguage: '',
  preferredTimeSlot: '',
  consent: true,
};

/** The demo request of the new landing page (`POST /ajax/demo-request`). */
export function DemoRequestForm() {
  return <InlineForm>{(onSent) => <DemoRequestFields onSent={onSent} />}</InlineForm>;
}

function DemoRequestFields({ onSent }: { onSent(notice: string): void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { formRef, text, values, set, error, busy, problem, submit, blur } = useEnquiryForm({
    schema: demoRequestFormSchema,
    initial: INITIAL,
    path: ApiPaths.demoRequest,
    onSent,
  });
  // A parent who already has an account is told so (they may prefer to log in first).
  const [registered, setRegistered] = useState<string | null>(null);
  const email = text('email', { live: true });
  const checkRegistered = () => {
    blur('email');
    const address = values.email.trim();
    const valid = demoRequestFormSchema.shape.email.safeParse(address).success;
    if (!valid) return setRegistered(null);
    void isEmailRegistered(address).then((yes) => setRegistered(yes ? address : null));
  };

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-label={t('enquiries.kind.demo')}
      onSubmit={(event) => void submit(event)}
    >
      <RequiredNote />
      <div className={styles.columns}>
        <TextField
          {...text('contactName')}
          label={t('enquiries.field.contactName')}
          autoComplete="name"
          required
        />
        <TextField
          {...email}
          onBlur={checkRegistered}
          label={t('enquiries.field.email')}
          hint={
            registered !== null && registered === values.email.trim()
              ? t('enquiries.emailRegistered')
              : undefined
          }
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextField
          {...text('phone')}
          label={intl.formatMessage(
            { id: 'enquiries.optional' },
            { label: t('enquiries.field.phone') },
          )}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...text('childAge')}
          label={t('enquiries.field.childAge')}
          type="number"
          inputMode="numeric"
          min={AGE_RANGES.app.min}
          max={AGE_RANGES.app.max}
          step={1}
          required
        />
        <SelectField
          name="demoLanguage"
          label={t('enquiries.field.demoLanguage')}
          value={values.demoLanguage}
          error={error('demoLanguage')}
          onChange={(value) => set('demoLanguage', value)}
          options={[
            { value: '', label: t('enquiries.chooseLanguage') },
            ...LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) })),
          ]}
        />
      </div>
      <TextField
        {...text('preferredTimeSlot')}
        label={t('enquiries.field.preferredTimeSlot')}
        hint={t('enquiries.demo.timeSlotHint')}
        required
      />
      <ConsentField checked={values.consent} onChange={(checked) => set('consent', checked)}>
        {intl.formatMessage({ id: 'enquiries.field.consent' }, { product: PRODUCT.name })}
      </ConsentField>
      <FormProblem message={problem} />
      <FormActions busy={busy} disabled={!values.consent} />
    </form>
  );
}
