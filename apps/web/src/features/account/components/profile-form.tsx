import { GENDERS, updateProfileSchema, type Profile } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { apiFieldErrors } from '../../../api/api-errors';
import { ChoiceCards } from '../../../ui/form/choice-cards';
import { checkForm, serverFieldErrors } from '../../../ui/form/field-errors';
import formStyles from '../../../ui/form/form.module.css';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useFormErrors } from '../../../ui/form/use-form';
import { useLocale } from '../../i18n/hooks/use-locale';
import { useUpdateProfile } from '../api/update-profile';
import { countryOptions } from '../countries';
import styles from './account-page.module.css';
import { SaveActions } from './save-actions';
import { AvatarPicker } from './avatar-picker';

type Gender = (typeof GENDERS)[number];
const GENDER_LABEL: Record<Gender, MessageId> = {
  boy: 'account.gender.boy',
  girl: 'account.gender.girl',
  'not-available': 'account.gender.notAvailable',
};

const FIELDS = ['firstName', 'lastName', 'gender', 'birthDate', 'country', 'avatar'] as const;
type Field = (typeof FIELDS)[number];

/** Today as YYYY-MM-DD in the user's time zone: the latest possible birth date. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Names, gender, birth date, country and avatar (spec section 3's user fields). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { locale } = useLocale();
  const update = useUpdateProfile(profile.id);
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [gender, setGender] = useState<Gender | null>(profile.gender);
  const [birthDate, setBirthDate] = useState(profile.birthDate ?? '');
  const [country, setCountry] = useState(profile.country ?? '');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarKey, setAvatarKey] = useState(0);
  const { errors, setErrors, formRef, showErrors, error } = useFormErrors<Field>();
  const [saved, setSaved] = useState(false);
  const [maxBirthDate] = useState(today);
  const noCountry = t('account.country.none');
  const countries = useMemo(
    () => [
      { value: '', label: noCountry },
      ...countryOptions(locale).map(({ code, name }) => ({ value: code, label: name })),
    ],
    [locale, noCountry],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setSaved(false);
    const values = { firstName, lastName, gender: gender ?? undefined, birthDate, country };
    const check = checkForm(updateProfileSchema, values);
    if (!check.ok || errors.avatar) {
      return showErrors({ ...(check.ok ? {} : check.errors), avatar: errors.avatar });
    }
    setErrors({});
    try {
      await update.mutateAsync({ ...values, avatar });
      setAvatar(null);
      // A fresh file input: the saved picture is now the profile's.
      setAvatarKey((key) => key + 1);
      setSaved(true);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) showErrors(serverFieldErrors(fields, FIELDS));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className={styles.sectionTitle}>
        {t('account.profile.title')}
      </h2>
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
        <AvatarPicker
          key={avatarKey}
          currentUrl={profile.avatar}
          error={error('avatar')}
          onChange={(file, refused) => {
            setSaved(false);
            setAvatar(file);
            setErrors((current) => ({
              ...current,
              avatar: refused ? { id: 'error.pictureInvalid' } : undefined,
            }));
          }}
        />
        <div className={styles.row}>
          <TextField
            name="firstName"
            label={t('form.firstName')}
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={error('firstName')}
          />
          <TextField
            name="lastName"
            label={t('form.familyName')}
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={error('lastName')}
          />
        </div>
        <ChoiceCards<Gender>
          legend={t('account.gender')}
          name="gender"
          size="compact"
          options={GENDERS.map((value) => ({ value, label: t(GENDER_LABEL[value]) }))}
          value={gender}
          onChange={setGender}
          error={error('gender')}
        />
        <div className={styles.row}>
          <TextField
            name="birthDate"
            type="date"
            label={t('account.birthDate')}
            autoComplete="bday"
            max={maxBirthDate}
            value={birthDate}
            onChange={(event) => setBirthDate(event.target.value)}
            error={error('birthDate')}
          />
          <SelectField
            name="country"
            label={t('account.country')}
            options={countries}
            value={country}
            onChange={setCountry}
            error={error('country')}
          />
        </div>
        <SaveActions
          busy={update.isPending}
          label="account.profile.save"
          savedMessage={saved ? 'account.profile.saved' : null}
        />
      </form>
    </section>
  );
}
