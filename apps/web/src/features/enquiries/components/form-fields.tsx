import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import formStyles from '../../../ui/form/form.module.css';
import { TextField } from '../../../ui/form/text-field';
import styles from './enquiries.module.css';

/**
 * The consent box (ticked by default, spec section 5). Unticked, the form's submit button is
 * disabled, and this hint says why.
 */
export function ConsentField({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const hintId = useId();
  return (
    <div className={formStyles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          aria-describedby={checked ? undefined : hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {!checked && (
        <p id={hintId} className={styles.note}>
          {intl.formatMessage({ id: 'enquiries.validation.consentRequired' })}
        </p>
      )}
    </div>
  );
}

/** The end of a form: an optional cancel button and the submit button. */
export function FormActions({
  busy,
  disabled = false,
  onCancel,
}: {
  busy: boolean;
  /** A real `disabled` (the unticked consent box); while busy the button stays focusable. */
  disabled?: boolean;
  onCancel?(): void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      {onCancel && (
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {intl.formatMessage({ id: 'enquiries.cancel' })}
        </button>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={disabled}
        aria-disabled={busy || undefined}
      >
        {intl.formatMessage({ id: busy ? 'enquiries.sending' : 'enquiries.send' })}
      </button>
    </div>
  );
}

/** A refusal about no field (a rate limit, say), said inside the form (see form-failure.ts). */
export function FormProblem({ message }: { message: string | null }) {
  return <div role="alert">{message && <p className={styles.warning}>{message}</p>}</div>;
}

/** The "fields are required unless optional" note at the top of a form. */
export function RequiredNote() {
  const intl = useIntl();
  return <p className={styles.note}>{intl.formatMessage({ id: 'enquiries.requiredNote' })}</p>;
}

type NameFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The contact person's first and last name, required, as every enquiry form asks them. */
export function PersonNameFields({ first, last }: { first: NameFieldProps; last: NameFieldProps }) {
  const intl = useIntl();
  return (
    <>
      <TextField
        {...first}
        label={intl.formatMessage({ id: 'enquiries.field.firstName' })}
        autoComplete="given-name"
        required
      />
      <TextField
        {...last}
        label={intl.formatMessage({ id: 'enquiries.field.lastName' })}
        autoComplete="family-name"
        required
      />
    </>
  );
}
