/**
 * The registration lifecycle (product spec section 4: "code sent by e-mail, then verified, then
 * personal information completed"; section 5 for the form rules; DESIGN.md section 5).
 *
 * The client drives the machine and the server answers: every call (send the code, check it,
 * register) is a named action whose default does nothing; the web client provides it with
 * `registrationMachine.provide({ actions: { ... } })` and sends the server's answer back as an
 * event (CODE_SENT, CODE_REJECTED, …). The form rules are the pure functions of
 * `account-rules.ts`, used here as guards and shared with the server.
 *
 * Timers run from the moment the code was sent (entering `codeSent`) and survive checking a code,
 * which is why `enteringCode` and `verifyingCode` are children of `codeSent`: a rejected code does
 * not restart the code's lifetime or the resend cooldown.
 */
import type { Role, SessionGrant } from '@atelier/contracts';
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

/** What the last form asks for besides the e-mail (spec section 4: "personal information"). */
export interface RegistrationDetails {
  firstName: string;
  lastName: string;
  password: string;
  confirmation: string;
}

export interface RegistrationContext {
  /** The address the code is sent to ('' until the first SUBMIT_EMAIL unless given as input). */
  email: string;
  /** The role being registered. */
  role: Role;
  /** The server's proof that the code was verified (CODE_VERIFIED); null before. */
  ticket: string | null;
  /** RESEND is accepted: the cooldown since the code was sent has passed. */
  canResend: boolean;
  /** A message id of packages/i18n (a refused form) or the server's text (a failed call). */
  error: string | null;
}

/**
 * Pre-filled form values (for example the role of the page the user came from); all optional.
 * `void` (not `undefined`, which type inference drops) keeps `createActor(registrationMachine)`
 * valid without input.
 */
export type RegistrationInput = { email?: string; role?: Role } | void;

export type RegistrationEvent =
  /** The user submitted the e-mail form; a malformed address is refused (error.emailFormat). */
  | { type: 'SUBMIT_EMAIL'; email: string; role: Role }
  /** The server sent the code. */
  | { type: 'CODE_SENT' }
  /** The server did not send the code (e.g. the e-mail is already registered). */
  | { type: 'SEND_FAILED'; message: string }
  /** The user asks for a new code; ignored until the cooldown has passed. */
  | { type: 'RESEND' }
  /** The user wants to use another address. */
  | { type: 'CHANGE_EMAIL' }
  /** The user submitted the code; a code that is not six digits is refused (validation.invalid). */
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CODE_VERIFIED'; ticket: string }
  | { type: 'CODE_REJECTED'; message: string }
  /** The user submitted the personal information; password rules of spec section 5 apply. */
  | { type: 'SUBMIT_DETAILS'; details: RegistrationDetails }
  /** The server created the account; the grant logs the user in (the session machine's LOGIN_SUCCEEDED). */
  | { type: 'REGISTERED'; grant: SessionGrant }
  | { type: 'REGISTER_FAILED'; message: string };

export type RegistrationEventType = RegistrationEvent['type'];

/** Parameters of the named actions (what the client's implementations receive as `params`). */
export interface SendCodeParams {
  email: string;
  role: Role;
}
export interface VerifyCodeParams {
  email: string;
  code: string;
}
export interface SubmitDetailsParams {
  email: string;
  role: Role;
  ticket: string;
  details: RegistrationDetails;
}
export interface RegisteredParams {
  grant: SessionGrant;
}
export interface RegistrationErrorParams {
  /** A message id of packages/i18n or the server's text. */
  message: string;
}

/** Names of the side-effect actions the client implements (defaults do nothing). */
export type RegistrationEffectName = 'sendCode' | 'verifyCode' | 'submitDetails' | 'onRegistered';

/** Names of the context-assigning actions (implemented here; do not override). */
export type RegistrationAssignName =
  | 'storeAddress'
  | 'storeTicket'
  | 'storeError'
  | 'clearError'
  | 'startResendCooldown'
  | 'allowResend';

export type RegistrationActionName = RegistrationEffectName | RegistrationAssignName;

/** The context on start: the pre-filled values, role `student` unless given. */
export function initialRegistrationContext(input: RegistrationInput): RegistrationContext {
  const prefilled = input || {};
  return {
    email: prefilled.email ?? '',
    role: prefilled.role ?? 'student',
    ticket: null,
    canResend: false,
    error: null,
  };
}

const machineSetup = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actions: {
    storeAddress: assign((_, { email, role }: SendCodeParams) => ({ email, role, error: null })),
    storeTicket: assign((_, { ticket }: { ticket: string }) => ({ ticket })),
    ...codeMachineActions<RegistrationContext, RegistrationEvent, RegistrationErrorParams>(),
    sendCode: noEffect<SendCodeParams>(),
    verifyCode: noEffect<VerifyCodeParams>(),
    submitDetails: noEffect<SubmitDetailsParams>(),
    onRegistered: noEffect<RegisteredParams>(),
  },
  // Each guard checks the field of the event it is written for, and refuses any other event.
  guards: {
    ...codeMachineGuards,
    isCodeShaped: ({ event }) => event.type === 'SUBMIT_CODE' && isCodeShaped(event.code),
    isPasswordLengthOk: ({ event }) =>
      event.type === 'SUBMIT_DETAILS' && isPasswordLengthOk(event.details.password),
    passwordsMatch: ({ event }) =>
      event.type === 'SUBMIT_DETAILS' &&
      passwordsMatch(event.details.password, event.details.confirmation),
  },
  delays: codeTimerDelays,
});

/** RESEND (codeSent after the cooldown, codeExpired) and CHANGE_EMAIL leave the code behind. */
const { resend, changeEmail } = leaveCodeTransitions('registration', 'sendingCode');

export const registrationMachine = machineSetup.createMachine({
  id: 'registration',
  context: ({ input }) => initialRegistrationContext(input),
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      on: {
        SUBMIT_EMAIL: [
          {
            guard: 'isWellFormedEmail',
            target: 'sendingCode',
            actions: {
              type: 'storeAddress',
              params: ({ event }) => ({ email: event.email, role: event.role }),
            },
          },
          {
            actions: { type: 'storeError', params: { message: ACCOUNT_ERROR.emailFormat } },
          },
        ],
      },
    },
    /** Waiting for the server to send the code (first send and every resend). */
    sendingCode: {
      entry: {
        type: 'sendCode',
        params: ({ context }) => ({ email: context.email, role: context.role }),
      },
      on: {
        CODE_SENT: { target: 'codeSent' },
        SEND_FAILED: {
          target: 'enteringEmail',
          actions: { type: 'storeError', params: ({ event }) => ({ message: event.message }) },
        },
      },
    },
    /** A live code: expires after EMAIL_CODE.ttlMinutes; RESEND after the cooldown. */
    codeSent: {
      ...codeTimerState,
      initial: 'enteringCode',
      states: {
        enteringCode: {
          on: {
            SUBMIT_CODE: [
              {
                guard: 'isCodeShaped',
                target: 'verifyingCode',
                actions: [
                  'clearError',
                  {
                    type: 'verifyCode',
                    params: ({ context, event }) => ({ email: context.email, code: event.code }),
                  },
                ],
              },
              {
                actions: { type: 'storeError', params: { message: ACCOUNT_ERROR.codeFormat } },
              },
            ],
            RESEND: { guard: 'canResend', ...resend },
            CHANGE_EMAIL: changeEmail,
          },
        },
        /** Waiting for the server to check the code. */
        verifyingCode: {
          on: {
            CODE_VERIFIED: {
              target: '#registration.verified',
              actions: { type: 'storeTicket', params: ({ event }) => ({ ticket: event.ticket }) },
            },
            CODE_REJECTED: {
              target: 'enteringCode',
              actions: { type: 'storeError', params: ({ event }) => ({ message: event.message }) },
            },
          },
        },
      },
    },
    /**
     * The code's lifetime has passed (an answer to a check still in flight is ignored: the user
     * asks for a new code). The cooldown is far shorter than the lifetime, so RESEND is open.
     */
    codeExpired: {
      on: {
        RESEND: resend,
        CHANGE_EMAIL: changeEmail,
      },
    },
    /** The code was verified: the personal information form. */
    verified: {
      on: {
        SUBMIT_DETAILS: [
          {
            guard: and(['isPasswordLengthOk', 'passwordsMatch']),
            target: 'submitting',
            actions: [
              'clearError',
              {
                type: 'submitDetails',
                params: ({ context, event }) => ({
                  email: context.email,
                  role: context.role,
                  ticket: context.ticket ?? '',
                  details: event.details,
                }),
              },
            ],
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
      },
    },
    /** Waiting for the server to create the account. */
    submitting: {
      on: {
        REGISTERED: {
          target: 'completed',
          actions: { type: 'onRegistered', params: ({ event }) => ({ grant: event.grant }) },
        },
        REGISTER_FAILED: {
          target: 'verified',
          actions: { type: 'storeError', params: ({ event }) => ({ message: event.message }) },
        },
      },
    },
    completed: { type: 'final' },
  },
});
