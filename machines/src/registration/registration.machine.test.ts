import type { SessionGrant } from '@atelier/contracts';
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
  registrationMachine,
  type RegistrationDetails,
  type RegistrationEvent,
  type RegistrationInput,
  type SubmitDetailsParams,
} from './registration.machine.js';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

const { COOLDOWN, TTL } = codeTimerEvents('registration', 'codeSent');
type DelayedEvent = { type: typeof COOLDOWN } | { type: typeof TTL };
type ModelEvent = RegistrationEvent | DelayedEvent;

/* ─────────────────────────── sample data ─────────────────────────── */

const details: RegistrationDetails = {
  firstName: 'Lina',
  lastName: 'Wang',
  password: 'panda-2024',
  confirmation: 'panda-2024',
};
const grant: SessionGrant = {
  user: {
    id: 'u-new-1',
    email: 'lina@example.org',
    firstName: 'Lina',
    lastName: 'Wang',
    avatar: null,
    role: 'teacher',
  },
  tokenName: 'x-atelier-token',
  tokenValue: 'tok-new-1',
  role: 'teacher',
};

/** One sample per event, and one per branch where a guard decides. */
const sampleEvents: ModelEvent[] = [
  { type: 'SUBMIT_EMAIL', email: 'lina@example.org', role: 'teacher' },
  { type: 'SUBMIT_EMAIL', email: 'lina@', role: 'student' },
  { type: 'SUBMIT_EMAIL', email: ' lina@example.org', role: 'student' },
  { type: 'CODE_SENT' },
  { type: 'SEND_FAILED', message: 'This e-mail is already registered.' },
  { type: 'RESEND' },
  { type: 'CHANGE_EMAIL' },
  { type: 'SUBMIT_CODE', code: '482913' },
  { type: 'SUBMIT_CODE', code: '48291' },
  { type: 'SUBMIT_CODE', code: '48291a' },
  { type: 'CODE_VERIFIED', ticket: 'tk-1' },
  { type: 'CODE_REJECTED', message: 'The code is not correct.' },
  { type: 'SUBMIT_DETAILS', details },
  { type: 'SUBMIT_DETAILS', details: { ...details, password: 'pa5', confirmation: 'pa5' } },
  {
    type: 'SUBMIT_DETAILS',
    details: { ...details, password: 'p'.repeat(65), confirmation: 'p'.repeat(65) },
  },
  { type: 'SUBMIT_DETAILS', details: { ...details, confirmation: 'panda-2025' } },
  // both wrong: the length is reported first
  { type: 'SUBMIT_DETAILS', details: { ...details, password: 'pa5', confirmation: 'pa6' } },
  { type: 'REGISTERED', grant },
  { type: 'REGISTER_FAILED', message: 'Service temporarily unavailable.' },
  { type: COOLDOWN },
  { type: TTL },
];

const inputs: Array<{ name: string; input: RegistrationInput }> = [
  { name: 'no input', input: undefined },
  { name: 'pre-filled manager', input: { email: 'zhou@school.example.org', role: 'manager' } },
];

/* ───────────────── the oracle, written from the spec ───────────────── */

/** The names of the steps registration takes like password reset (see `codeFlowStep`). */
const flow: CodeFlow<RegistrationSnapshot['context']> = {
  sending: 'sendingCode',
  sent: 'CODE_SENT',
  live: 'codeSent',
  form: 'codeSent.enteringCode',
  cooldown: COOLDOWN,
  ttl: TTL,
  sendAction: (ctx) => ({ name: 'sendCode', params: { email: ctx.email, role: ctx.role } }),
};

/** Spec 4 and 5 and the brief's rules: what each event does in each state; `null` = ignored. */
function oracle(from: RegistrationSnapshot, event: ModelEvent): ExpectedStep | null {
  const state = stateValueText(from.value);
  const ctx = from.context;
  const refuse = (message: string): ExpectedStep => errorStep(state, ctx, message);
  switch (event.type) {
    case 'SUBMIT_EMAIL':
      if (state !== 'enteringEmail') return null;
      if (!isWellFormedEmail(event.email)) return refuse(ACCOUNT_ERROR.emailFormat);
      return {
        state: 'sendingCode',
        actions: [
          { name: 'storeAddress', params: { email: event.email, role: event.role } },
          { name: 'sendCode', params: { email: event.email, role: event.role } },
        ],
        context: { ...ctx, email: event.email, role: event.role, error: null },
      };
    case 'CODE_SENT':
    case 'SEND_FAILED':
    case 'RESEND':
    case 'CHANGE_EMAIL':
    case COOLDOWN:
    case TTL:
      return codeFlowStep(flow, state, ctx, event);
    case 'SUBMIT_CODE':
      if (state !== 'codeSent.enteringCode') return null;
      if (!isCodeShaped(event.code)) return refuse(ACCOUNT_ERROR.codeFormat);
      return clearErrorStep('codeSent.verifyingCode', ctx, {
        name: 'verifyCode',
        params: { email: ctx.email, code: event.code },
      });
    case 'CODE_VERIFIED':
      return state === 'codeSent.verifyingCode'
        ? {
            state: 'verified',
            actions: [{ name: 'storeTicket', params: { ticket: event.ticket } }],
            context: { ...ctx, ticket: event.ticket },
          }
        : null;
    case 'CODE_REJECTED':
      return state === 'codeSent.verifyingCode'
        ? errorStep('codeSent.enteringCode', ctx, event.message)
        : null;
    case 'SUBMIT_DETAILS': {
      if (state !== 'verified') return null;
      const { password, confirmation } = event.details;
      if (!isPasswordLengthOk(password)) return refuse(ACCOUNT_ERROR.passwordLength);
      if (!passwordsMatch(password, confirmation))
        return refuse(ACCOUNT_ERROR.confirmationMismatch);
      const params: SubmitDetailsParams = {
        email: ctx.email,
        role: ctx.role,
        ticket: ctx.ticket ?? 'missing ticket',
        details: event.details,
      };
      return clearErrorStep('submitting', ctx, { name: 'submitDetails', params });
    }
    case 'REGISTERED':
      return state === 'submitting'
        ? {
            state: 'completed',
            actions: [{ name: 'onRegistered', params: { grant: event.grant } }],
            context: { ...ctx },
          }
        : null;
    case 'REGISTER_FAILED':
      return state === 'submitting' ? errorStep('verified', ctx, event.message) : null;
  }
}

/* ─────────────────────────────── tests ─────────────────────────────── */

describeModelCheck('registration machine, model-based (xstate/graph)', {
  machine: registrationMachine,
  inputs,
  events: sampleEvents,
  serializeState: serializeCodeState('codeSent'),
  oracle,
  delayedEvents: [TTL, COOLDOWN],
  vertexPerState: true,
  broken: [
    resendDuringCooldown(registrationMachine),
    [
      'a malformed code sent to the server',
      () => registrationMachine.provide({ guards: { isCodeShaped: () => true } }),
      '"48291a"',
    ],
    errorNotShown(registrationMachine),
    [
      'a code that never expires',
      () => redefine(registrationMachine, 'codeSent', (node) => delete node.after?.codeTtl),
      'codeExpired',
    ],
    [
      'a rejected code that drops the user back to the e-mail form',
      () =>
        redefine(registrationMachine, 'codeSent.verifyingCode', (node) => {
          node.on = { ...node.on, CODE_REJECTED: { target: '#registration.enteringEmail' } };
        }),
      'CODE_REJECTED',
    ],
  ],
});

/* ──────────────────── timers, on a simulated clock ──────────────────── */

function clocked(input: RegistrationInput = undefined, machine = registrationMachine) {
  return clockedActor(machine, input);
}

function withCodeSent(machine = registrationMachine) {
  const sut = clocked(undefined, machine);
  sut.send({ type: 'SUBMIT_EMAIL', email: 'lina@example.org', role: 'student' });
  sut.send({ type: 'CODE_SENT' });
  sut.took();
  return sut;
}

describe('registration machine, timers (SimulatedClock)', () => {
  it('ignores RESEND until exactly EMAIL_CODE.resendCooldownSeconds after the code was sent', () => {
    const sut = withCodeSent();
    sut.send({ type: 'RESEND' });
    expect(sut.state()).toBe('codeSent.enteringCode');
    sut.clock.increment(RESEND_COOLDOWN_MS - 1);
    expect(sut.context().canResend).toBe(false);
    sut.send({ type: 'RESEND' });
    expect(sut.state()).toBe('codeSent.enteringCode');
    expect(sut.took()).toEqual([]);
    sut.clock.increment(1);
    expect(sut.context().canResend).toBe(true);
    expect(sut.took()).toEqual(['allowResend']);
    sut.send({ type: 'RESEND' });
    expect(sut.state()).toBe('sendingCode');
    expect(sut.took()).toEqual(['clearError', 'sendCode']);
  });

  it('expires the code exactly EMAIL_CODE.ttlMinutes after it was sent', () => {
    const sut = withCodeSent();
    sut.clock.increment(CODE_TTL_MS - 1);
    expect(sut.state()).toBe('codeSent.enteringCode');
    sut.clock.increment(1);
    expect(sut.state()).toBe('codeExpired');
    sut.send({ type: 'SUBMIT_CODE', code: '482913' });
    expect(sut.state()).toBe('codeExpired');
  });

  it('does not restart the lifetime or the cooldown when a code is rejected', () => {
    const sut = withCodeSent();
    sut.clock.increment(30_000);
    sut.send({ type: 'SUBMIT_CODE', code: '111111' });
    sut.send({ type: 'CODE_REJECTED', message: 'The code is not correct.' });
    sut.clock.increment(RESEND_COOLDOWN_MS - 30_000);
    expect(sut.context().canResend).toBe(true);
    sut.clock.increment(CODE_TTL_MS - RESEND_COOLDOWN_MS - 1);
    expect(sut.state()).toBe('codeSent.enteringCode');
    sut.clock.increment(1);
    expect(sut.state()).toBe('codeExpired');
  });

  it('restarts both timers for a new code after RESEND', () => {
    const sut = withCodeSent();
    sut.clock.increment(10 * 60_000);
    sut.send({ type: 'RESEND' });
    sut.send({ type: 'CODE_SENT' });
    expect(sut.context().canResend).toBe(false);
    sut.clock.increment(CODE_TTL_MS - 1);
    expect(sut.state()).toBe('codeSent.enteringCode');
    sut.clock.increment(1);
    expect(sut.state()).toBe('codeExpired');
  });

  it('expires during a check: the late answer is ignored, RESEND is open', () => {
    const sut = withCodeSent();
    sut.clock.increment(CODE_TTL_MS - 1);
    sut.send({ type: 'SUBMIT_CODE', code: '482913' });
    expect(sut.state()).toBe('codeSent.verifyingCode');
    sut.clock.increment(1);
    expect(sut.state()).toBe('codeExpired');
    sut.send({ type: 'CODE_VERIFIED', ticket: 'tk-late' });
    expect(sut.state()).toBe('codeExpired');
    expect(sut.context().ticket).toBeNull();
    sut.took();
    sut.send({ type: 'RESEND' });
    expect(sut.state()).toBe('sendingCode');
    expect(sut.took()).toEqual(['clearError', 'sendCode']);
  });

  it('stops the timers once the code is verified or the e-mail is changed', () => {
    const verified = withCodeSent();
    verified.send({ type: 'SUBMIT_CODE', code: '482913' });
    verified.send({ type: 'CODE_VERIFIED', ticket: 'tk-1' });
    verified.took();
    verified.clock.increment(2 * CODE_TTL_MS);
    expect(verified.state()).toBe('verified');
    expect(verified.took()).toEqual([]);

    const changed = withCodeSent();
    changed.send({ type: 'CHANGE_EMAIL' });
    changed.took();
    changed.clock.increment(2 * CODE_TTL_MS);
    expect(changed.state()).toBe('enteringEmail');
    expect(changed.took()).toEqual([]);
  });

  it('catches a wrong delay (the timer checks can fail)', () => {
    const early = withCodeSent(
      registrationMachine.provide({ delays: { codeTtl: RESEND_COOLDOWN_MS } }),
    );
    early.clock.increment(RESEND_COOLDOWN_MS);
    expect(early.state()).toBe('codeExpired');
  });
});

/* ─────────────────────────────── unit ─────────────────────────────── */

describe('registration machine, unit', () => {
  it('starts on the e-mail form with the pre-filled values (role student by default)', () => {
    expect(clocked().context()).toEqual({
      email: '',
      role: 'student',
      ticket: null,
      canResend: false,
      error: null,
    });
    expect(clocked({ email: 'amani@ke.example', role: 'teacher' }).context()).toMatchObject({
      email: 'amani@ke.example',
      role: 'teacher',
    });
    expect(clocked().state()).toBe('enteringEmail');
  });

  it('hands the client what each call needs, through the provided actions', () => {
    const spies = {
      sendCode: vi.fn(),
      verifyCode: vi.fn(),
      submitDetails: vi.fn(),
      onRegistered: vi.fn(),
    };
    const machine = registrationMachine.provide({
      actions: {
        sendCode: (_, params) => spies.sendCode(params),
        verifyCode: (_, params) => spies.verifyCode(params),
        submitDetails: (_, params) => spies.submitDetails(params),
        onRegistered: (_, params) => spies.onRegistered(params),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'SUBMIT_EMAIL', email: 'lina@example.org', role: 'teacher' });
    expect(spies.sendCode).toHaveBeenCalledExactlyOnceWith({
      email: 'lina@example.org',
      role: 'teacher',
    });
    actor.send({ type: 'CODE_SENT' });
    clock.increment(RESEND_COOLDOWN_MS);
    actor.send({ type: 'RESEND' });
    expect(spies.sendCode).toHaveBeenCalledTimes(2);
    expect(spies.sendCode).toHaveBeenLastCalledWith({ email: 'lina@example.org', role: 'teacher' });
    actor.send({ type: 'CODE_SENT' });
    actor.send({ type: 'SUBMIT_CODE', code: '482913' });
    expect(spies.verifyCode).toHaveBeenCalledExactlyOnceWith({
      email: 'lina@example.org',
      code: '482913',
    });
    actor.send({ type: 'CODE_VERIFIED', ticket: 'tk-9' });
    actor.send({ type: 'SUBMIT_DETAILS', details });
    expect(spies.submitDetails).toHaveBeenCalledExactlyOnceWith({
      email: 'lina@example.org',
      role: 'teacher',
      ticket: 'tk-9',
      details,
    });
    actor.send({ type: 'REGISTERED', grant });
    expect(spies.onRegistered).toHaveBeenCalledExactlyOnceWith({ grant });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('completed');
  });

  it('keeps the refusal error until the next accepted submit', () => {
    const sut = clocked();
    sut.send({ type: 'SUBMIT_EMAIL', email: 'lina.example.org', role: 'student' });
    expect(sut.context().error).toBe('error.emailFormat');
    sut.send({ type: 'SUBMIT_EMAIL', email: 'lina@example.org', role: 'student' });
    expect(sut.context().error).toBeNull();
    sut.send({ type: 'SEND_FAILED', message: 'This e-mail is already registered.' });
    expect(sut.state()).toBe('enteringEmail');
    expect(sut.context().error).toBe('This e-mail is already registered.');
    expect(sut.context().email).toBe('lina@example.org');
  });

  it('keeps the address when the user goes back to change it', () => {
    const sut = withCodeSent();
    sut.send({ type: 'CHANGE_EMAIL' });
    expect(sut.state()).toBe('enteringEmail');
    expect(sut.context().email).toBe('lina@example.org');
  });
});
