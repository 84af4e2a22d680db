import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  updateProfileSchema,
  type Profile,
} from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { apiFieldErrors } from '../../../api/api-errors';
import {
  checkForm,
  focusFirstInvalid,
  formatFieldError,
  serverFieldErrors,
  type FieldErrors,
} from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { PasswordField } from '../../../ui/form/password-field';
import { StatusNotice } from '../../../ui/form/status-notice';
import { useUpdateProfile } from '../api/update-profile';
import styles from './account-page.module.css';

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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [changed, setChanged] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (next: FieldErrors<Field>) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(formRef.current);
  };

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

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: formatFieldError(intl, errors[name]),
  });

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
        <PasswordField
          {...field('newPassword')}
          label={t('form.newPassword')}
          hint={intl.formatMessage(
            { id: 'form.password.rule' },
            { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
          )}
          autoComplete="new-password"
          required
        />
        <PasswordField
          {...field('confirmPassword')}
          label={t('form.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" aria-disabled={update.isPending}>
            {t(update.isPending ? 'form.saving' : 'account.password.save')}
          </button>
        </div>
        <StatusNotice message={changed ? t('account.password.changed') : null} />
      </form>
    </section>
  );
}
