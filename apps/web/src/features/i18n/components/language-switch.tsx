import type { Locale } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';
import { useIntl } from 'react-intl';
import { useLocale } from '../hooks/use-locale';
import styles from './language-switch.module.css';

/** Each language is named in itself (中文, English, Français) and marked with its `lang`. */
const LANGUAGE_NAME: Record<Locale, MessageId> = {
  zh: 'language.zh',
  en: 'language.en',
  fr: 'language.fr',
};
const ORDER = ['zh', 'en', 'fr'] as const satisfies readonly Locale[];

export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <div
      className={styles.switch}
      role="group"
      aria-label={intl.formatMessage({ id: 'language.switchLabel' })}
    >
      {ORDER.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={locale === option}
          onClick={() => setLocale(option)}
        >
          {intl.formatMessage({ id: LANGUAGE_NAME[option] })}
        </button>
      ))}
    </div>
  );
}
