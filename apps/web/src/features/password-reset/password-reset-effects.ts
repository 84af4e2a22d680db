import {
  passwordResetMachine,
  type ResetEmailParams,
  type ResetPasswordParams,
} from '@atelier/machines';
import { apiFieldErrors, failureMessage } from '../../api/api-errors';

/** What the password-reset machine's named actions do in the browser; the page supplies them. */
export interface PasswordResetEffects {
  sendResetEmail(params: ResetEmailParams): Promise<unknown>;
  resetPassword(params: ResetPasswordParams): Promise<unknown>;
  /** The e-mail went out (first send or resend): the page starts its resend countdown. */
  emailSent(): void;
  /** A call was refused with field errors (a 400's `data.fields`). */
  fieldErrors(fields: Record<string, string>): void;
}

/**
 * The password-reset machine with the browser's side effects: each call's answer goes back as
 * the machine's event (EMAIL_SENT / SEND_FAILED, RESET_SUCCEEDED / RESET_FAILED).
 */
export function providePasswordResetMachine(effects: PasswordResetEffects) {
  const failed = (error: unknown): string => {
    const fields = apiFieldErrors(error);
    if (fields) effects.fieldErrors(fields);
    return failureMessage(error);
  };
  return passwordResetMachine.provide({
    actions: {
      sendResetEmail: ({ self }, params) => {
        effects.sendResetEmail(params).then(
          () => {
            effects.emailSent();
            self.send({ type: 'EMAIL_SENT' });
          },
          (error: unknown) => self.send({ type: 'SEND_FAILED', message: failed(error) }),
        );
      },
      resetPassword: ({ self }, params) => {
        effects.resetPassword(params).then(
          () => self.send({ type: 'RESET_SUCCEEDED' }),
          (error: unknown) => self.send({ type: 'RESET_FAILED', message: failed(error) }),
        );
      },
    },
  });
}
