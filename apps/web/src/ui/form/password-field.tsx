import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from './text-field';
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
