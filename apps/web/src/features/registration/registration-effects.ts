import type { SessionGrant } from '@atelier/contracts';
import {
  registrationMachine,
  type SendCodeParams,
  type SubmitDetailsParams,
  type VerifyCodeParams,
} from '@atelier/machines';
import { apiFieldErrors, failureMessage } from '../../api/api-errors';

/** What the registration machine's named actions do in the browser; the page supplies them. */
export interface RegistrationEffects {
  sendCode(params: SendCodeParams): Promise<unknown>;
  verifyCode(params: VerifyCodeParams): Promise<{ ticket: string }>;
  register(params: SubmitDetailsParams): Promise<SessionGrant>;
  /** The code went out (first send or resend): the page starts its resend countdown. */
  codeSent(): void;
  /** A call was refused with field errors (a 400's `data.fields`). */
  fieldErrors(fields: Record<string, string>): void;
  /** The account exists: the page logs the user in with the grant. */
  registered(grant: SessionGrant): void;
}

/**
 * The registration machine with the browser's side effects: each call's answer goes back to the
 * machine as its event (CODE_SENT / SEND_FAILED, CODE_VERIFIED / CODE_REJECTED, REGISTERED /
 * REGISTER_FAILED). A failed call's message is the server's text, already shown by the API
 * client's toast.
 */
export function provideRegistrationMachine(effects: RegistrationEffects) {
  const failed = (error: unknown): string => {
    const fields = apiFieldErrors(error);
    if (fields) effects.fieldErrors(fields);
    return failureMessage(error);
  };
  return registrationMachine.provide({
    actions: {
      sendCode: ({ self }, params) => {
        effects.sendCode(params).then(
          () => {
            effects.codeSent();
            self.send({ type: 'CODE_SENT' });
          },
          (error: unknown) => self.send({ type: 'SEND_FAILED', message: failed(error) }),
        );
      },
      verifyCode: ({ self }, params) => {
        effects.verifyCode(params).then(
          ({ ticket }) =>
            typeof ticket === 'string' && ticket
              ? self.send({ type: 'CODE_VERIFIED', ticket })
              : self.send({ type: 'CODE_REJECTED', message: '' }),
          (error: unknown) => self.send({ type: 'CODE_REJECTED', message: failed(error) }),
        );
      },
      submitDetails: ({ self }, params) => {
        effects.register(params).then(
          (grant) => self.send({ type: 'REGISTERED', grant }),
          (error: unknown) => self.send({ type: 'REGISTER_FAILED', message: failed(error) }),
        );
      },
      onRegistered: (_, { grant }) => effects.registered(grant),
    },
  });
}
