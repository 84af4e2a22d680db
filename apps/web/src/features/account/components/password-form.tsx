import { updateProfileSchema, type Profile } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { apiFieldErrors } from '../../../api/api-errors';
import { checkForm, serverFieldErrors } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { NewPasswordFields, PasswordField } from '../../../ui/form/password-field';
import { useFormErrors, useFormValues } from '../../../ui/form/use-form';
import { useUpdateProfile } from '../api/update-profile';
import styles from './account-page.module.css';
import { SaveActions } from './save-actions';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password change (spec section 5: old password required, length rule, matching confirmation),
 * sent through the same update call with the profile's current names.
 */
export function PasswordForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const update = useUpdateProfile(profile.id);
  const { values, setValues, bind } = useFormValues(EMPTY);
  const { setErrors, formRef, showErrors, error } = useFormErrors<Field>();
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setChanged(false);
    // Without a new password the update call changes no password: here one is required.
    if (!values.newPassword) return showErrors({ newPassword: { id: 'validation.required' } });
    const form = { firstName: profile.firstName, lastName: profile.lastName, ...values };
    const check = checkForm(updateProfileSchema, form);
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    try {
      await update.mutateAsync(form);
      setValues(EMPTY);
      setChanged(true);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) showErrors(serverFieldErrors(fields, FIELDS));
    }
  };

  const field = (name: Field) => ({ ...bind(name), error: error(name) });

  return (
    <section className={styles.section} aria-labelledby="account-password-title">
      <h2 id="account-password-title" className={styles.sectionTitle}>
        {t('account.password.title')}
      </h2>
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
        <PasswordField
          {...field('oldPassword')}
          label={t('account.password.old')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          label={t('form.newPassword')}
          password={field('newPassword')}
          confirmation={field('confirmPassword')}
        />
        <SaveActions
          busy={update.isPending}
          label="account.password.save"
          savedMessage={changed ? 'account.password.changed' : null}
        />
      </form>
    </section>
  );
}
