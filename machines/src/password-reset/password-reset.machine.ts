/**
 * The password-reset lifecycle (product spec section 4: "e-mail sent, resend available, then
 * reset succeeded"; section 5 for the form rules; DESIGN.md section 5).
 *
 * Same pattern as the registration machine: the client drives, the server answers. Every call is
 * a named action whose default does nothing (the web client provides it with
 * `passwordResetMachine.provide({ actions: { ... } })`); the form rules are the pure functions of
 * `account-rules.ts`, shared with the server. The e-mail carries a code that the user types into
 * the reset form with the new password.
 *
 * Timers run from the moment the e-mail was sent (entering `emailSent`) and survive a reset
 * attempt, which is why `enteringReset` and `resetting` are children of `emailSent`.
 */
import { and, assign, not, setup } from 'xstate';
import {
  ACCOUNT_ERROR,
  isCodeShaped,
  isPasswordLengthOk,
  passwordsMatch,
} from '../account/account-rules.js';
import {
  codeMachineActions,
  codeMachineGuards,
  codeTimerDelays,
  codeTimerState,
  leaveCodeTransitions,
} from '../account/code-timers.js';
import { noEffect } from '../effects.js';

export interface PasswordResetContext {
  /** The address the e-mail is sent to ('' until the first SUBMIT_EMAIL unless given as input). */
  email: string;
  /** RESEND is accepted: the cooldown since the e-mail was sent has passed. */
  canResend: boolean;
  /** A message id of packages/i18n (a refused form) or the server's text (a failed call). */
  error: string | null;
}

/**
 * The e-mail typed on the login page, to pre-fill the form; optional. `void` keeps
 * `createActor(passwordResetMachine)` valid without input.
 */
export type PasswordResetInput = { email?: string } | void;

export type PasswordResetEvent =
  /** The user submitted the e-mail form; a malformed address is refused (error.emailFormat). */
  | { type: 'SUBMIT_EMAIL'; email: string }
  /** The server sent the e-mail with the code. */
  | { type: 'EMAIL_SENT' }
  /** The server did not send it (e.g. the account is not registered). */
  | { type: 'SEND_FAILED'; message: string }
  /** The user asks for a new e-mail; ignored until the cooldown has passed. */
  | { type: 'RESEND' }
  /** The user wants to use another address. */
  | { type: 'CHANGE_EMAIL' }
  /** The reset form: the e-mailed code and the new password twice (spec section 5 rules). */
  | { type: 'SUBMIT_RESET'; code: string; password: string; confirmation: string }
  | { type: 'RESET_SUCCEEDED' }
  | { type: 'RESET_FAILED'; message: string };

export type PasswordResetEventType = PasswordResetEvent['type'];

/** Parameters of the named actions (what the client's implementations receive as `params`). */
export interface ResetEmailParams {
  email: string;
}
export interface ResetPasswordParams {
  email: string;
  code: string;
  password: string;
  confirmation: string;
}
export interface ResetErrorParams {
  /** A message id of packages/i18n or the server's text. */
  message: string;
}

/** Names of the side-effect actions the client implements (defaults do nothing). */
export type PasswordResetEffectName = 'sendResetEmail' | 'resetPassword' | 'onResetSucceeded';

/** Names of the context-assigning actions (implemented here; do not override). */
export type PasswordResetAssignName =
  'storeEmail' | 'storeError' | 'clearError' | 'startResendCooldown' | 'allowResend';

export type PasswordResetActionName = PasswordResetEffectName | PasswordResetAssignName;

/** The context on start: the pre-filled e-mail, if any. */
export function initialPasswordResetContext(input: PasswordResetInput): PasswordResetContext {
  return { email: (input || {}).email ?? '', canResend: false, error: null };
}

const machineSetup = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actions: {
    storeEmail: assign((_, { email }: ResetEmailParams) => ({ email, error: null })),
    ...codeMachineActions<PasswordResetContext, PasswordResetEvent, ResetErrorParams>(),
    sendResetEmail: noEffect<ResetEmailParams>(),
    resetPassword: noEffect<ResetPasswordParams>(),
    onResetSucceeded: noEffect<ResetEmailParams>(),
  },
  // Each guard checks the field of the event it is written for, and refuses any other event.
  guards: {
    ...codeMachineGuards,
    isCodeShaped: ({ event }) => event.type === 'SUBMIT_RESET' && isCodeShaped(event.code),
    isPasswordLengthOk: ({ event }) =>
      event.type === 'SUBMIT_RESET' && isPasswordLengthOk(event.password),
    passwordsMatch: ({ event }) =>
      event.type === 'SUBMIT_RESET' && passwordsMatch(event.password, event.confirmation),
  },
  delays: codeTimerDelays,
});

/** RESEND (emailSent after the cooldown, codeExpired) and CHANGE_EMAIL leave the code behind. */
const { resend, changeEmail } = leaveCodeTransitions('passwordReset', 'sending');

export const passwordResetMachine = machineSetup.createMachine({
  id: 'passwordReset',
  context: ({ input }) => initialPasswordResetContext(input),
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      on: {
        SUBMIT_EMAIL: [
          {
            guard: 'isWellFormedEmail',
            target: 'sending',
            actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) },
          },
          {
            actions: { type: 'storeError', params: { message: ACCOUNT_ERROR.emailFormat } },
          },
        ],
      },
    },
    /** Waiting for the server to send the e-mail (first send and every resend). */
    sending: {
      entry: { type: 'sendResetEmail', params: ({ context }) => ({ email: context.email }) },
      on: {
        EMAIL_SENT: { target: 'emailSent' },
        SEND_FAILED: {
          target: 'enteringEmail',
          actions: { type: 'storeError', params: ({ event }) => ({ message: event.message }) },
        },
      },
    },
    /** A live code: expires after EMAIL_CODE.ttlMinutes; RESEND after the cooldown. */
    emailSent: {
      ...codeTimerState,
      initial: 'enteringReset',
      states: {
        enteringReset: {
          on: {
            SUBMIT_RESET: [
              {
                guard: and(['isCodeShaped', 'isPasswordLengthOk', 'passwordsMatch']),
                target: 'resetting',
                actions: [
                  'clearError',
                  {
                    type: 'resetPassword',
                    params: ({ context, event }) => ({
                      email: context.email,
                      code: event.code,
                      password: event.password,
                      confirmation: event.confirmation,
                    }),
                  },
                ],
              },
              {
                guard: not('isCodeShaped'),
                actions: { type: 'storeError', params: { message: ACCOUNT_ERROR.codeFormat } },
              },
              {
                guard: not('isPasswordLengthOk'),
                actions: { type: 'storeError', params: { message: ACCOUNT_ERROR.passwordLength } },
              },
              {
                actions: {
                  type: 'storeError',
                  params: { message: ACCOUNT_ERROR.confirmationMismatch },
                },
              },
            ],
            RESEND: { guard: 'canResend', ...resend },
            CHANGE_EMAIL: changeEmail,
          },
        },
        /** Waiting for the server to check the code and set the new password. */
        resetting: {
          on: {
            RESET_SUCCEEDED: {
              target: '#passwordReset.succeeded',
              actions: {
                type: 'onResetSucceeded',
                params: ({ context }) => ({ email: context.email }),
              },
            },
            RESET_FAILED: {
              target: 'enteringReset',
              actions: { type: 'storeError', params: ({ event }) => ({ message: event.message }) },
            },
          },
        },
      },
    },
    /**
     * The code's lifetime has passed (an answer to a reset still in flight is ignored: the user
     * asks for a new e-mail). The cooldown is far shorter than the lifetime, so RESEND is open.
     */
    codeExpired: {
      on: {
        RESEND: resend,
        CHANGE_EMAIL: changeEmail,
      },
    },
    succeeded: { type: 'final' },
  },
});
