import { useId, type CSSProperties } from 'react';
import { FieldErrorText } from './text-field';
import styles from './form.module.css';

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
  /** A decorative picture (the label says what it is). */
  picture?: string;
}

interface ChoiceCardsProps<V extends string> {
  legend: string;
  name: string;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onChange(value: V): void;
  error?: string | null;
  /** `large` for the picture cards of the login and registration pages. */
  size?: 'large' | 'compact';
}

/**
 * A radio group drawn as large touch-friendly cards: native radios (arrow keys move between
 * them), the whole card is the label, the focus ring sits on the card.
 */
export function ChoiceCards<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  size = 'large',
}: ChoiceCardsProps<V>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={styles.choices}
      data-size={size}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      <div
        className={styles.choiceList}
        style={{ '--choice-count': options.length } as CSSProperties}
      >
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            {option.picture && <img className={styles.choicePicture} src={option.picture} alt="" />}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </fieldset>
  );
}
