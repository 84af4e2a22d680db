/**
 * The e-mailed code's timers and what goes with them, shared by the registration and
 * password-reset machines (product spec section 4: "resend available" after a cooldown; the code
 * expires after EMAIL_CODE.ttlMinutes).
 *
 * Both machines spread these implementations (delays, the error and timer actions, the e-mail and
 * RESEND guards) into their `setup()` and these state-node pieces into the state entered once the
 * code was sent. The names (`resendCooldown`, `codeTtl`, `startResendCooldown`, `allowResend`,
 * `storeError`, `clearError`, `isWellFormedEmail`, `canResend`) are part of each machine's
 * definition and of its delayed event types (`xstate.after.codeTtl.<machine id>.<state>`).
 */
import { assign, type EventObject, type PropertyAssigner } from 'xstate';
import { CODE_TTL_MS, isWellFormedEmail, RESEND_COOLDOWN_MS } from './account-rules.js';

/** The part of a machine's context these actions and guards read and write. */
export interface CodeTimerContext {
  /** RESEND is accepted: the cooldown since the code was sent has passed. */
  canResend: boolean;
  /** A message id of packages/i18n or the server's text. */
  error: string | null;
}

/** What the error actions receive as `params`. */
export interface CodeErrorParams {
  /** A message id of packages/i18n or the server's text. */
  message: string;
}

/** The named delays: RESEND opens after the cooldown, the code expires after its lifetime. */
export const codeTimerDelays = {
  resendCooldown: RESEND_COOLDOWN_MS,
  codeTtl: CODE_TTL_MS,
};

/**
 * The context-assigning actions of the timers and of the error shown on the form, typed for the
 * machine whose `setup()` spreads them (`TContext` has at least the fields of CodeTimerContext;
 * `TErrorParams` names what `storeError` receives).
 */
export function codeMachineActions<
  TContext extends CodeTimerContext,
  TEvent extends EventObject,
  TErrorParams extends CodeErrorParams = CodeErrorParams,
>() {
  type Patch = PropertyAssigner<TContext, TEvent, unknown, TEvent, never>;
  return {
    storeError: assign<TContext, TEvent, TErrorParams, TEvent, never>(
      (_, { message }) => ({ error: message }) as Partial<TContext>,
    ),
    clearError: assign<TContext, TEvent, unknown, TEvent, never>({ error: null } as Patch),
    startResendCooldown: assign<TContext, TEvent, unknown, TEvent, never>({
      canResend: false,
    } as Patch),
    allowResend: assign<TContext, TEvent, unknown, TEvent, never>({ canResend: true } as Patch),
  };
}

/** The event that sends the code to a new address (each machine's SUBMIT_EMAIL has this shape). */
interface SubmitEmailEvent extends EventObject {
  type: 'SUBMIT_EMAIL';
  email: string;
}

function isSubmitEmail(event: EventObject): event is SubmitEmailEvent {
  return event.type === 'SUBMIT_EMAIL';
}

/**
 * The guards both machines share: a well-formed address on SUBMIT_EMAIL (any other event is
 * refused), and RESEND only once the cooldown has passed.
 */
export const codeMachineGuards = {
  isWellFormedEmail: ({ event }: { event: EventObject }) =>
    isSubmitEmail(event) && isWellFormedEmail(event.email),
  canResend: ({ context }: { context: CodeTimerContext }) => context.canResend,
};

/**
 * The timers of the state entered once the code was sent: the cooldown starts on entry, RESEND
 * opens when it has passed, and the code expires (to `codeExpired`, clearing the error) after its
 * lifetime. Children of that state keep the timers running.
 */
export const codeTimerState = {
  entry: 'startResendCooldown',
  after: {
    resendCooldown: { actions: 'allowResend' },
    codeTtl: { target: 'codeExpired', actions: 'clearError' },
  },
} as const;

/**
 * RESEND (after the cooldown, or once the code expired) and CHANGE_EMAIL leave the code behind:
 * to `#<machine id>.<sending state>` and `#<machine id>.enteringEmail`, clearing the error.
 */
export function leaveCodeTransitions<const TId extends string, const TSending extends string>(
  machineId: TId,
  sendingState: TSending,
) {
  return {
    resend: { target: `#${machineId}.${sendingState}`, actions: 'clearError' },
    changeEmail: { target: `#${machineId}.enteringEmail`, actions: 'clearError' },
  } as const;
}
