/**
 * Test support shared by the machines that e-mail a code (registration, password reset; not part
 * of the package's build): the model-based suite over `checkModel`, the oracle's answers for the
 * steps both machines take alike (sending the code, RESEND, CHANGE_EMAIL and the code's timers),
 * and an actor on a simulated clock for the timer tests.
 */
import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFrom,
  type EventObject,
  type InputFrom,
} from 'xstate';
import type { CodeTimerContext } from '../account/code-timers.js';
import { withActionRecorder } from '../replay/action-recorder.js';
import { stateValueText } from '../replay/replay.js';
import {
  checkModel,
  definedLeafStates,
  delayedEventTypes,
  type ExpectedStep,
  type ModelCheckOptions,
} from './model-check.js';

/* ───────────────────────── delayed events ───────────────────────── */

/** The delayed event types of the code's timers on `<machine id>.<state of the live code>`. */
export function codeTimerEvents<const TId extends string, const TState extends string>(
  machineId: TId,
  liveState: TState,
) {
  return {
    COOLDOWN: `xstate.after.resendCooldown.${machineId}.${liveState}`,
    TTL: `xstate.after.codeTtl.${machineId}.${liveState}`,
  } as const;
}

/* ─────────────────────────── the oracle ─────────────────────────── */

/** The names one machine gives to the steps both machines take alike. */
export interface CodeFlow<TContext extends CodeTimerContext> {
  /** The state that asks the server to send the code (`sendingCode`). */
  sending: string;
  /** The server's answer that the code was sent (`CODE_SENT`). */
  sent: string;
  /** The state of a live code (`codeSent`); its timers run while the machine is in it. */
  live: string;
  /** The child of `live` where the user types the code (`codeSent.enteringCode`). */
  form: string;
  /** The delayed event types of `live` (see `codeTimerEvents`). */
  cooldown: string;
  ttl: string;
  /** The named action that sends the code, with its params. */
  sendAction: (ctx: TContext) => { name: string; params: unknown };
}

/** The context as the oracle compares it: a plain object with at least the timers' fields. */
type FlowContext = { [K in keyof CodeTimerContext]: CodeTimerContext[K] };

/** Goes to (a refused form: stays in) `state`, showing `message` (a message id or the server's text). */
export function errorStep(state: string, ctx: FlowContext, message: string): ExpectedStep {
  return {
    state,
    actions: [{ name: 'storeError', params: { message } }],
    context: { ...ctx, error: message },
  };
}

/** Goes to `state`, clearing the error, then runs `calls` (the server call, if any). */
export function clearErrorStep(
  state: string,
  ctx: FlowContext,
  ...calls: ExpectedStep['actions']
): ExpectedStep {
  return { state, actions: [{ name: 'clearError' }, ...calls], context: { ...ctx, error: null } };
}

/**
 * What the spec says of the steps both machines take alike: the code sent or not, RESEND,
 * CHANGE_EMAIL, and the cooldown and lifetime of the code; `null` = ignored.
 */
export function codeFlowStep<TContext extends CodeTimerContext>(
  flow: CodeFlow<TContext>,
  state: string,
  context: TContext,
  event: EventObject,
): ExpectedStep | null {
  const ctx: FlowContext = context;
  const inLive = state.startsWith(`${flow.live}.`);
  const resend = (): ExpectedStep => clearErrorStep(flow.sending, ctx, flow.sendAction(context));
  switch (event.type) {
    case flow.sent:
      return state === flow.sending
        ? {
            state: flow.form,
            actions: [{ name: 'startResendCooldown' }],
            context: { ...ctx, canResend: false },
          }
        : null;
    case 'SEND_FAILED': {
      const { message } = event as EventObject & { message: string };
      return state === flow.sending ? errorStep('enteringEmail', ctx, message) : null;
    }
    case 'RESEND':
      if (state === 'codeExpired') return resend();
      return state === flow.form && ctx.canResend ? resend() : null;
    case 'CHANGE_EMAIL':
      return state === flow.form || state === 'codeExpired'
        ? clearErrorStep('enteringEmail', ctx)
        : null;
    case flow.cooldown:
      return inLive
        ? { state, actions: [{ name: 'allowResend' }], context: { ...ctx, canResend: true } }
        : null;
    case flow.ttl:
      return inLive ? clearErrorStep('codeExpired', ctx) : null;
    default:
      throw new Error(`codeFlowStep does not know ${event.type}`);
  }
}

/** State value plus the resend flag where it decides a guard (in `live`); never the whole context. */
export function serializeCodeState(live: string) {
  return (snapshot: AnyMachineSnapshot): string => {
    const value = JSON.stringify(snapshot.value);
    return snapshot.matches(live) ? `${value} canResend=${snapshot.context.canResend}` : value;
  };
}

/* ───────────────────────── model-based suite ───────────────────────── */

export interface CodeMachineSuite<
  TMachine extends AnyStateMachine,
  TEvent extends EventObject,
> extends ModelCheckOptions<TMachine, TEvent> {
  /** The delayed event types the definition must have (all among the sample events). */
  delayedEvents: readonly string[];
  /** Deliberately broken machines the suite must catch. */
  broken: Array<BrokenMachine<TMachine>>;
  /** Also require at least one vertex per leaf state. */
  vertexPerState?: boolean;
}

/** A broken machine of the suite: [what is wrong, the machine, a clue the report must contain]. */
export type BrokenMachine<TMachine extends AnyStateMachine> = [string, () => TMachine, string];

/** Broken: the `canResend` guard lets RESEND through during the cooldown. */
export function resendDuringCooldown<TMachine extends AnyStateMachine>(
  machine: TMachine,
): BrokenMachine<TMachine> {
  return [
    'RESEND accepted during the cooldown',
    () => machine.provide({ guards: { canResend: () => true } }) as TMachine,
    '"RESEND"',
  ];
}

/** Broken: `storeError` stores nothing, so a refused form shows no error. */
export function errorNotShown<TMachine extends AnyStateMachine>(
  machine: TMachine,
): BrokenMachine<TMachine> {
  return [
    'a refused form that shows no error',
    () => machine.provide({ actions: { storeError: assign({}) } }) as TMachine,
    'context.error',
  ];
}

/** The model-based tests (`checkModel`) of a machine, and proof that they catch broken machines. */
export function describeModelCheck<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  title: string,
  suite: CodeMachineSuite<TMachine, TEvent>,
): void {
  const { machine, delayedEvents, broken, vertexPerState } = suite;
  const check = (model: TMachine) => checkModel({ ...suite, machine: model });

  describe(title, () => {
    const report = check(machine);

    it('lists every delayed event of the definition among its sample events', () => {
      expect(delayedEventTypes(machine)).toEqual([...delayedEvents].sort());
    });

    it('reaches every state the machine defines', () => {
      expect(report.reachedStates).toEqual(definedLeafStates(machine));
      if (vertexPerState)
        expect(report.vertices).toBeGreaterThanOrEqual(definedLeafStates(machine).length);
    });

    it('does, from every reachable vertex, what the spec says for every sample event', () => {
      expect(report.problems).toEqual([]);
      expect(report.checked).toBe(report.vertices * suite.events.length);
    });

    it('covers every transition the machine defines', () => {
      // a transition added without a sample event or oracle entry fails here
      expect(report.uncoveredEdges).toEqual([]);
    });

    it.each(broken)('fails on a broken machine: %s', (_, make, clue) => {
      const brokenReport = check(make());
      const found = [...brokenReport.problems, ...brokenReport.uncoveredEdges];
      expect(found.length).toBeGreaterThan(0);
      expect(found.join('\n')).toContain(clue);
    });
  });
}

/* ──────────────────────── on a simulated clock ──────────────────────── */

/** A started actor on a simulated clock that records the names of the actions it runs. */
export function clockedActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
) {
  const clock = new SimulatedClock();
  let actions: string[] = [];
  const actor = createActor(
    withActionRecorder(machine as AnyStateMachine, ({ name }) => actions.push(name)),
    { input, clock },
  ).start();
  return {
    clock,
    send: (event: EventFrom<TMachine>) => actor.send(event),
    state: () => stateValueText(actor.getSnapshot().value),
    context: () => (actor.getSnapshot() as AnyMachineSnapshot).context as ContextFrom<TMachine>,
    /** Named actions since the last call. */
    took: () => {
      const taken = actions;
      actions = [];
      return taken;
    },
  };
}
