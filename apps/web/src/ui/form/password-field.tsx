import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@atelier/contracts';
import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { refusalOf } from './field-errors';
import { TextField } from './text-field';
import type { FieldBinding } from './use-form';
import styles from './form.module.css';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/**
 * A password input with a show toggle (typing a password blind is hard for children). The toggle
 * keeps one name ("Show password", containing its visible "Show") and reports its state with
 * aria-pressed.
 */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.revealButton}
          aria-pressed={visible}
          aria-label={intl.formatMessage({ id: 'form.password.show' }, { field: props.label })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {intl.formatMessage({ id: 'form.password.showShort' })}
        </button>
      }
    />
  );
}

type Binding = FieldBinding & { error: string | null };

interface NewPasswordFieldsProps {
  /** The new password's label ("Password" when registering, "New password" otherwise). */
  label: string;
  password: Binding;
  confirmation: Binding;
}

/** A new password, with the length rule as its hint, and its confirmation. */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        {...password}
        label={label}
        hint={intl.formatMessage(
          { id: 'form.password.rule' },
          { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
        )}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...confirmation}
        label={intl.formatMessage({ id: 'form.confirmPassword' })}
        autoComplete="new-password"
        required
      />
    </>
  );
}

/**
 * The registration and password-reset machines' refusals of a new password (see `refusalOf`),
 * as the errors of its two fields.
 */
export function newPasswordRefusals(machineError: string | null) {
  return {
    password: refusalOf(machineError, 'error.passwordLength'),
    confirmPassword: refusalOf(machineError, 'error.confirmationMismatch'),
  };
}
