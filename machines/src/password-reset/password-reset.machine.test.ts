import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  ACCOUNT_ERROR,
  CODE_TTL_MS,
  isCodeShaped,
  isPasswordLengthOk,
  isWellFormedEmail,
  passwordsMatch,
  RESEND_COOLDOWN_MS,
} from '../account/account-rules.js';
import { stateValueText } from '../replay/replay.js';
import {
  clearErrorStep,
  clockedActor,
  codeFlowStep,
  codeTimerEvents,
  describeModelCheck,
  errorNotShown,
  errorStep,
  resendDuringCooldown,
  serializeCodeState,
  type CodeFlow,
} from '../testing/code-machine-suite.js';
import { redefine, type ExpectedStep } from '../testing/model-check.js';
import {
  passwordResetMachine,
  type PasswordResetEvent,
  type PasswordResetInput,
} from './password-reset.machine.js';

type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

const { COOLDOWN, TTL } = codeTimerEvents('passwordReset', 'emailSent');
type DelayedEvent = { type: typeof COOLDOWN } | { type: typeof TTL };
type ModelEvent = PasswordResetEvent | DelayedEvent;

/* ─────────────────────────── sample data ─────────────────────────── */

const reset = { code: '739104', password: 'bamboo-42', confirmation: 'bamboo-42' };

/** One sample per event, and one per branch where a guard decides. */
const sampleEvents: ModelEvent[] = [
  { type: 'SUBMIT_EMAIL', email: 'zhou@school.example.org' },
  { type: 'SUBMIT_EMAIL', email: 'zhou@school' },
  { type: 'EMAIL_SENT' },
  { type: 'SEND_FAILED', message: 'This account is not registered.' },
  { type: 'RESEND' },
  { type: 'CHANGE_EMAIL' },
  { type: 'SUBMIT_RESET', ...reset },
  { type: 'SUBMIT_RESET', ...reset, code: '73910' },
  { type: 'SUBMIT_RESET', ...reset, password: 'bam', confirmation: 'bam' },
  { type: 'SUBMIT_RESET', ...reset, password: 'b'.repeat(65), confirmation: 'b'.repeat(65) },
  { type: 'SUBMIT_RESET', ...reset, confirmation: 'bamboo-43' },
  // everything wrong: the code is reported first, then the length
  { type: 'SUBMIT_RESET', code: 'abc', password: 'bam', confirmation: 'boo' },
  { type: 'SUBMIT_RESET', ...reset, password: 'bam', confirmation: 'boo' },
  { type: 'RESET_SUCCEEDED' },
  { type: 'RESET_FAILED', message: 'The code is not correct.' },
  { type: COOLDOWN },
  { type: TTL },
];

const inputs: Array<{ name: string; input: PasswordResetInput }> = [
  { name: 'no input', input: undefined },
  { name: 'e-mail from the login page', input: { email: 'lina@example.org' } },
];

/* ───────────────── the oracle, written from the spec ───────────────── */

/** The names of the steps password reset takes like registration (see `codeFlowStep`). */
const flow: CodeFlow<PasswordResetSnapshot['context']> = {
  sending: 'sending',
  sent: 'EMAIL_SENT',
  live: 'emailSent',
  form: 'emailSent.enteringReset',
  cooldown: COOLDOWN,
  ttl: TTL,
  sendAction: (ctx) => ({ name: 'sendResetEmail', params: { email: ctx.email } }),
};

/** Spec 4 and 5 and the brief's rules: what each event does in each state; `null` = ignored. */
function oracle(from: PasswordResetSnapshot, event: ModelEvent): ExpectedStep | null {
  const state = stateValueText(from.value);
  const ctx = from.context;
  const refuse = (message: string): ExpectedStep => errorStep(state, ctx, message);
  switch (event.type) {
    case 'SUBMIT_EMAIL':
      if (state !== 'enteringEmail') return null;
      if (!isWellFormedEmail(event.email)) return refuse(ACCOUNT_ERROR.emailFormat);
      return {
        state: 'sending',
        actions: [
          { name: 'storeEmail', params: { email: event.email } },
          { name: 'sendResetEmail', params: { email: event.email } },
        ],
        context: { ...ctx, email: event.email, error: null },
      };
    case 'EMAIL_SENT':
    case 'SEND_FAILED':
    case 'RESEND':
    case 'CHANGE_EMAIL':
    case COOLDOWN:
    case TTL:
      return codeFlowStep(flow, state, ctx, event);
    case 'SUBMIT_RESET': {
      if (state !== 'emailSent.enteringReset') return null;
      const { code, password, confirmation } = event;
      if (!isCodeShaped(code)) return refuse(ACCOUNT_ERROR.codeFormat);
      if (!isPasswordLengthOk(password)) return refuse(ACCOUNT_ERROR.passwordLength);
      if (!passwordsMatch(password, confirmation))
        return refuse(ACCOUNT_ERROR.confirmationMismatch);
      return clearErrorStep('emailSent.resetting', ctx, {
        name: 'resetPassword',
        params: { email: ctx.email, code, password, confirmation },
      });
    }
    case 'RESET_SUCCEEDED':
      return state === 'emailSent.resetting'
        ? {
            state: 'succeeded',
            actions: [{ name: 'onResetSucceeded', params: { email: ctx.email } }],
            context: { ...ctx },
          }
        : null;
    case 'RESET_FAILED':
      return state === 'emailSent.resetting'
        ? errorStep('emailSent.enteringReset', ctx, event.message)
        : null;
  }
}

/* ─────────────────────────────── tests ─────────────────────────────── */

describeModelCheck('password-reset machine, model-based (xstate/graph)', {
  machine: passwordResetMachine,
  inputs,
  events: sampleEvents,
  serializeState: serializeCodeState('emailSent'),
  oracle,
  delayedEvents: [TTL, COOLDOWN],
  broken: [
    resendDuringCooldown(passwordResetMachine),
    [
      'mismatching passwords sent to the server',
      () => passwordResetMachine.provide({ guards: { passwordsMatch: () => true } }),
      'not "error.confirmationMismatch"',
    ],
    errorNotShown(passwordResetMachine),
    [
      'no RESEND once the code has expired',
      () =>
        redefine(passwordResetMachine, 'codeExpired', (node) => {
          node.on = { CHANGE_EMAIL: node.on?.CHANGE_EMAIL };
        }),
      '"RESEND"',
    ],
    [
      'a reset that succeeds without telling the client',
      () =>
        redefine(passwordResetMachine, 'emailSent.resetting', (node) => {
          node.on = { ...node.on, RESET_SUCCEEDED: { target: '#passwordReset.succeeded' } };
        }),
      'onResetSucceeded',
    ],
  ],
});

/* ──────────────────── timers, on a simulated clock ──────────────────── */

function withEmailSent(machine = passwordResetMachine) {
  const sut = clockedActor(machine, undefined);
  sut.send({ type: 'SUBMIT_EMAIL', email: 'zhou@school.example.org' });
  sut.send({ type: 'EMAIL_SENT' });
  sut.took();
  return sut;
}

describe('password-reset machine, timers (SimulatedClock)', () => {
  it('offers RESEND exactly EMAIL_CODE.resendCooldownSeconds after the e-mail was sent', () => {
    const sut = withEmailSent();
    sut.clock.increment(RESEND_COOLDOWN_MS - 1);
    sut.send({ type: 'RESEND' });
    expect(sut.state()).toBe('emailSent.enteringReset');
    expect(sut.took()).toEqual([]);
    sut.clock.increment(1);
    expect(sut.took()).toEqual(['allowResend']);
    sut.send({ type: 'RESEND' });
    expect(sut.state()).toBe('sending');
    expect(sut.took()).toEqual(['clearError', 'sendResetEmail']);
  });

  it('expires the code exactly EMAIL_CODE.ttlMinutes after the e-mail, failed attempts or not', () => {
    const sut = withEmailSent();
    sut.clock.increment(5 * 60_000);
    sut.send({ type: 'SUBMIT_RESET', ...reset });
    sut.send({ type: 'RESET_FAILED', message: 'The code is not correct.' });
    sut.clock.increment(CODE_TTL_MS - 5 * 60_000 - 1);
    expect(sut.state()).toBe('emailSent.enteringReset');
    expect(sut.context().error).toBe('The code is not correct.');
    sut.clock.increment(1);
    expect(sut.state()).toBe('codeExpired');
    expect(sut.context().error).toBeNull();
    sut.send({ type: 'SUBMIT_RESET', ...reset });
    expect(sut.state()).toBe('codeExpired');
  });

  it('stops the timers once the password is reset', () => {
    const sut = withEmailSent();
    sut.send({ type: 'SUBMIT_RESET', ...reset });
    sut.send({ type: 'RESET_SUCCEEDED' });
    sut.took();
    sut.clock.increment(2 * CODE_TTL_MS);
    expect(sut.state()).toBe('succeeded');
    expect(sut.took()).toEqual([]);
  });

  it('catches a wrong delay (the timer checks can fail)', () => {
    const late = withEmailSent(
      passwordResetMachine.provide({ delays: { resendCooldown: CODE_TTL_MS } }),
    );
    late.clock.increment(RESEND_COOLDOWN_MS);
    expect(late.context().canResend).toBe(false);
  });
});

/* ─────────────────────────────── unit ─────────────────────────────── */

describe('password-reset machine, unit', () => {
  it('starts on the e-mail form, pre-filled from the input', () => {
    expect(createActor(passwordResetMachine).getSnapshot().context).toEqual({
      email: '',
      canResend: false,
      error: null,
    });
    const prefilled = createActor(passwordResetMachine, { input: { email: 'lina@example.org' } });
    expect(prefilled.getSnapshot().context.email).toBe('lina@example.org');
    expect(prefilled.getSnapshot().value).toBe('enteringEmail');
  });

  it('hands the client what each call needs, through the provided actions', () => {
    const spies = { sendResetEmail: vi.fn(), resetPassword: vi.fn(), onResetSucceeded: vi.fn() };
    const machine = passwordResetMachine.provide({
      actions: {
        sendResetEmail: (_, params) => spies.sendResetEmail(params),
        resetPassword: (_, params) => spies.resetPassword(params),
        onResetSucceeded: (_, params) => spies.onResetSucceeded(params),
      },
    });
    const actor = createActor(machine, { clock: new SimulatedClock() }).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'zhou@school.example.org' });
    expect(spies.sendResetEmail).toHaveBeenCalledExactlyOnceWith({
      email: 'zhou@school.example.org',
    });
    actor.send({ type: 'EMAIL_SENT' });
    actor.send({ type: 'SUBMIT_RESET', ...reset, confirmation: 'nope' });
    expect(spies.resetPassword).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBe('error.confirmationMismatch');
    actor.send({ type: 'SUBMIT_RESET', ...reset });
    expect(spies.resetPassword).toHaveBeenCalledExactlyOnceWith({
      email: 'zhou@school.example.org',
      ...reset,
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'RESET_SUCCEEDED' });
    expect(spies.onResetSucceeded).toHaveBeenCalledExactlyOnceWith({
      email: 'zhou@school.example.org',
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('goes back to the e-mail form, keeping the address, when sending fails', () => {
    const actor = createActor(passwordResetMachine).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'nobody@example.org' });
    actor.send({ type: 'SEND_FAILED', message: 'This account is not registered.' });
    expect(actor.getSnapshot().value).toBe('enteringEmail');
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'nobody@example.org',
      error: 'This account is not registered.',
    });
  });
});
