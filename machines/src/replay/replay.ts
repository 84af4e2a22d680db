/**
 * Replays a scenario file against a machine of the registry (`npm run replay -- <file>`): sends
 * each event (or moves the simulated clock), records the named actions that ran, and compares the
 * state, context and actions with the step's expectations. Pure apart from running the machine;
 * the CLI in scripts/replay.ts only reads files and prints.
 */
import {
  createActor,
  SimulatedClock,
  type AnyStateMachine,
  type AnyStateNode,
  type StateValue,
} from 'xstate';
import type { z } from 'zod';
import { machineRegistry, machineSchemas, type MachineSchemas } from '../registry.js';
import { namedActionsOf, withActionRecorder } from './action-recorder.js';
import {
  isClockStep,
  scenarioSchema,
  type ClockStep,
  type EventStep,
  type ExpectedStateValue,
  type Expectation,
  type Scenario,
  type ScenarioStep,
} from './scenario.js';

/** One difference between what a step expected and what happened. */
export interface Mismatch {
  what: 'state' | 'context' | 'actions' | 'error';
  /** `state`, `actions`, `error`, or the context path (`context.user.email`). */
  path: string;
  expected: unknown;
  actual: unknown;
}

export interface StepOutcome {
  /** 0 for the start of the machine, then 1, 2, … for the steps. */
  index: number;
  /** `start`, the event type, or `advanceClock +<ms> ms`. */
  label: string;
  note?: string;
  /** The state after the step, as text (`loggedIn`, `payment.processing`). */
  state: string;
  /** The named actions that ran during the step, in order. */
  actions: string[];
  /** The event had no enabled transition in the state it was sent in. */
  ignored: boolean;
  /** The step had an `expect` (or the start had `expectInitial`). */
  checked: boolean;
  mismatches: Mismatch[];
}

export interface ReplayResult {
  ok: boolean;
  machine: string;
  description: string;
  /** The start, then every step up to and including the first failing one. */
  outcomes: StepOutcome[];
  /** Index of the first failing outcome (0 = start), or null. */
  failedAt: number | null;
  totalSteps: number;
}

export type ValidationResult =
  { ok: true; scenario: Scenario; machine: AnyStateMachine } | { ok: false; errors: string[] };

/** Checks the file's shape (zod) and that its machine, events, states, actions and context keys exist. */
export function validateScenario(
  data: unknown,
  registry: Record<string, AnyStateMachine> = machineRegistry,
  schemas: Record<string, MachineSchemas> = machineSchemas,
): ValidationResult {
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error.issues, data) };
  const scenario = parsed.data;
  const machine = registry[scenario.machine];
  if (!machine) {
    const known = Object.keys(registry).join(', ');
    return {
      ok: false,
      errors: [`machine: unknown machine "${scenario.machine}" (available: ${known})`],
    };
  }

  const errors: string[] = [];
  const eventTypes = new Set<string>(machine.events);
  const { input: inputSchema, event: eventSchema } = schemas[scenario.machine] ?? {};
  if (inputSchema) {
    const checked = inputSchema.safeParse(scenario.input);
    if (!checked.success) {
      const issues = checked.error.issues.map(
        (issue) => `${['input', ...issue.path.map(String)].join('.')}: ${issue.message}`,
      );
      return { ok: false, errors: issues };
    }
  }
  const actionNames = new Set(namedActionsOf(machine));
  let contextKeys: Set<string> | null = null;
  try {
    const context: unknown = createActor(machine, { input: scenario.input }).getSnapshot().context;
    if (isPlainObject(context)) contextKeys = new Set(Object.keys(context));
  } catch (error) {
    errors.push(
      `input: the ${scenario.machine} machine cannot start with this input: ${messageOf(error)}`,
    );
  }

  const checkExpectation = (where: string, expectation: Expectation | undefined): void => {
    if (!expectation) return;
    if (expectation.state !== undefined) {
      for (const problem of stateValueProblems(machine.root, expectation.state)) {
        errors.push(`${where}.state: ${problem}`);
      }
    }
    for (const name of expectation.actions ?? []) {
      if (!actionNames.has(name)) {
        errors.push(
          `${where}.actions: "${name}" is not a named action of the ${scenario.machine} machine (its actions: ${[...actionNames].join(', ')})`,
        );
      }
    }
    if (expectation.context && contextKeys) {
      for (const key of Object.keys(expectation.context)) {
        if (!contextKeys.has(key)) {
          errors.push(
            `${where}.context: "${key}" is not in the ${scenario.machine} machine's context (its keys: ${[...contextKeys].join(', ')})`,
          );
        }
      }
    }
  };

  checkExpectation('expectInitial', scenario.expectInitial);
  scenario.steps.forEach((step, i) => {
    const where = `steps.${i}`;
    if (!isClockStep(step) && !eventTypes.has(step.event.type)) {
      errors.push(
        `${where}.event.type: "${step.event.type}" is not an event of the ${scenario.machine} machine (its events: ${[...eventTypes].join(', ')})`,
      );
    } else if (!isClockStep(step) && eventSchema) {
      const checked = eventSchema.safeParse(step.event);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          errors.push(`${[where, 'event', ...issue.path.map(String)].join('.')}: ${issue.message}`);
        }
      }
    }
    checkExpectation(`${where}.expect`, step.expect);
  });
  return errors.length ? { ok: false, errors } : { ok: true, scenario, machine };
}

/**
 * Runs the scenario on a fresh actor with a simulated clock and stops at the first step whose
 * expectations fail (or whose action throws).
 */
export function replayScenario(scenario: Scenario, machine: AnyStateMachine): ReplayResult {
  let stepActions: string[] = [];
  const recorded = withActionRecorder(machine, ({ name }) => stepActions.push(name));
  const clock = new SimulatedClock();
  const actor = createActor(recorded, { input: scenario.input, clock });
  let thrown: unknown = undefined;
  actor.subscribe({ error: (error) => (thrown = error) });

  const outcomes: StepOutcome[] = [];
  const finish = (failedAt: number | null): ReplayResult => ({
    ok: failedAt === null,
    machine: scenario.machine,
    description: scenario.description,
    outcomes,
    failedAt,
    totalSteps: scenario.steps.length,
  });
  const conclude = (
    index: number,
    label: string,
    step: { note?: string; expect?: Expectation } | undefined,
    expectation: Expectation | undefined,
    ignored: boolean,
  ): boolean => {
    const snapshot = actor.getSnapshot();
    const mismatches = compare(expectation, snapshot, stepActions);
    if (thrown !== undefined) {
      mismatches.push({
        what: 'error',
        path: 'error',
        expected: 'no error',
        actual: messageOf(thrown),
      });
    }
    outcomes.push({
      index,
      label,
      ...(step?.note !== undefined ? { note: step.note } : {}),
      state: stateValueText(snapshot.value),
      actions: stepActions,
      ignored,
      checked: expectation !== undefined,
      mismatches,
    });
    return mismatches.length === 0;
  };

  actor.start();
  if (!conclude(0, 'start', undefined, scenario.expectInitial, false)) return finish(0);

  for (const [i, step] of scenario.steps.entries()) {
    stepActions = [];
    const index = i + 1;
    let ignored = false;
    if (isClockStep(step)) {
      clock.increment(step.advanceClock);
    } else {
      ignored = actor.getSnapshot().status === 'active' && !actor.getSnapshot().can(step.event);
      actor.send(step.event);
    }
    if (!conclude(index, stepLabel(step), step, step.expect, ignored)) {
      actor.stop();
      return finish(index);
    }
  }
  actor.stop();
  return finish(null);
}

/** The report of a replay, one line per step, then the differences of the failing step. */
export function formatReplay(result: ReplayResult, source?: string): string {
  const lines: string[] = [];
  lines.push(`${source ? `${source}: ` : ''}${result.machine} — ${result.description}`);
  for (const outcome of result.outcomes) {
    const mark = outcome.mismatches.length ? '✗' : outcome.checked ? '✓' : '·';
    const number = outcome.index === 0 ? '' : `${outcome.index} `;
    const actions = outcome.actions.length ? `  [${outcome.actions.join(', ')}]` : '';
    const ignored = outcome.ignored ? '  (no transition)' : '';
    const note = outcome.note ? `  — ${outcome.note}` : '';
    lines.push(`  ${mark} ${number}${outcome.label} → ${outcome.state}${actions}${ignored}${note}`);
    for (const mismatch of outcome.mismatches) lines.push(...formatMismatch(mismatch));
  }
  if (result.ok) {
    lines.push(`PASS ${result.totalSteps} step${result.totalSteps === 1 ? '' : 's'}`);
  } else {
    const where =
      result.failedAt === 0 ? 'the start' : `step ${result.failedAt} of ${result.totalSteps}`;
    lines.push(`FAIL at ${where}`);
  }
  return lines.join('\n');
}

export type ReplayExitCode = 0 | 1 | 2;

/**
 * The whole CLI but the file reading: parse, validate, replay, report.
 * Exit code 0 when every expectation holds, 1 on the first mismatch, 2 on an invalid file.
 */
export function runReplay(
  text: string,
  options: {
    source?: string;
    registry?: Record<string, AnyStateMachine>;
    schemas?: Record<string, MachineSchemas>;
  } = {},
): { exitCode: ReplayExitCode; output: string } {
  const source = options.source ?? 'scenario';
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      exitCode: 2,
      output: `${source}: invalid scenario file: not JSON (${messageOf(error)})`,
    };
  }
  const validation = validateScenario(data, options.registry, options.schemas);
  if (!validation.ok) {
    const list = validation.errors.map((error) => `  - ${error}`).join('\n');
    return { exitCode: 2, output: `${source}: invalid scenario file:\n${list}` };
  }
  const result = replayScenario(validation.scenario, validation.machine);
  return { exitCode: result.ok ? 0 : 1, output: formatReplay(result, options.source) };
}

/* ───────────────────────────── helpers ───────────────────────────── */

function stepLabel(step: ScenarioStep): string {
  return isClockStep(step) ? clockLabel(step) : eventLabel(step);
}
function clockLabel(step: ClockStep): string {
  return `advanceClock +${step.advanceClock} ms`;
}
function eventLabel(step: EventStep): string {
  return step.event.type;
}

interface ComparableSnapshot {
  value: StateValue;
  context: unknown;
  matches: (value: StateValue) => boolean;
}

function compare(
  expectation: Expectation | undefined,
  snapshot: ComparableSnapshot,
  actions: string[],
): Mismatch[] {
  const mismatches: Mismatch[] = [];
  if (!expectation) return mismatches;
  if (expectation.state !== undefined && !snapshot.matches(toStateValue(expectation.state))) {
    mismatches.push({
      what: 'state',
      path: 'state',
      expected: stateValueText(toStateValue(expectation.state)),
      actual: stateValueText(snapshot.value),
    });
  }
  if (expectation.context !== undefined) {
    compareValue(expectation.context, snapshot.context, 'context', mismatches);
  }
  if (expectation.actions !== undefined && !sameList(expectation.actions, actions)) {
    mismatches.push({
      what: 'actions',
      path: 'actions',
      expected: expectation.actions,
      actual: actions,
    });
  }
  return mismatches;
}

/** Objects match partially (only expected keys), arrays element by element, the rest by identity. */
function compareValue(expected: unknown, actual: unknown, path: string, out: Mismatch[]): void {
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) {
      out.push({ what: 'context', path, expected, actual });
      return;
    }
    for (const [key, value] of Object.entries(expected))
      compareValue(value, actual[key], `${path}.${key}`, out);
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      out.push({ what: 'context', path, expected, actual });
      return;
    }
    expected.forEach((value, i) => compareValue(value, actual[i], `${path}[${i}]`, out));
    return;
  }
  if (!Object.is(expected, actual)) out.push({ what: 'context', path, expected, actual });
}

function formatMismatch(mismatch: Mismatch): string[] {
  const pad = '      ';
  if (mismatch.what === 'error')
    return [`${pad}error: the machine threw: ${String(mismatch.actual)}`];
  if (mismatch.what === 'actions') {
    const expected = stringList(mismatch.expected);
    const actual = stringList(mismatch.actual);
    const missing = expected.filter((name) => !actual.includes(name));
    const extra = actual.filter((name) => !expected.includes(name));
    const detail = [
      missing.length ? `missing: ${missing.join(', ')}` : '',
      extra.length ? `unexpected: ${extra.join(', ')}` : '',
      !missing.length && !extra.length ? 'same actions, different order or count' : '',
    ]
      .filter(Boolean)
      .join('; ');
    return [
      `${pad}actions: expected [${expected.join(', ')}]`,
      `${pad}         actual   [${actual.join(', ')}]`,
      `${pad}         (${detail})`,
    ];
  }
  const indent = ' '.repeat(mismatch.path.length + 2);
  const show = (value: unknown): string =>
    mismatch.what === 'state' && typeof value === 'string' ? value : showValue(value);
  return [
    `${pad}${mismatch.path}: expected ${show(mismatch.expected)}`,
    `${pad}${indent}actual   ${show(mismatch.actual)}`,
  ];
}

function showValue(value: unknown): string {
  return value === undefined ? 'undefined (missing)' : JSON.stringify(value);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** `payment.processing` → `{ payment: 'processing' }`; objects are taken as they are. */
function toStateValue(value: ExpectedStateValue): StateValue {
  if (typeof value !== 'string') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, toStateValue(child)]),
    );
  }
  const [head = value, ...rest] = value.split('.');
  return rest.length ? { [head]: toStateValue(rest.join('.')) } : head;
}

/** `loggedIn`, `payment.processing`, or `{a.x, b.y}` for parallel regions. */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child === undefined ? key : `${key}.${stateValueText(child)}`,
  );
  return parts.length === 1 ? (parts[0] ?? '') : `{${parts.join(', ')}}`;
}

function stateValueProblems(node: AnyStateNode, value: ExpectedStateValue): string[] {
  const problems: string[] = [];
  const walk = (current: AnyStateNode, sub: StateValue, path: string): void => {
    const entries: Array<[string, StateValue | undefined]> =
      typeof sub === 'string' ? [[sub, undefined]] : Object.entries(sub);
    for (const [key, child] of entries) {
      const next = current.states[key];
      const here = path ? `${path}.${key}` : key;
      if (!next) {
        const known = Object.keys(current.states);
        const hint = known.length
          ? `states here: ${known.join(', ')}`
          : `${path || 'the machine'} has no child states`;
        problems.push(`"${here}" is not a state (${hint})`);
        continue;
      }
      if (child !== undefined) walk(next, child, here);
    }
  };
  walk(node, toStateValue(value), '');
  return problems;
}

function formatIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.') || '(file)';
    if (issue.code === 'invalid_union' && issue.path[0] === 'steps' && issue.path.length === 2) {
      const step = valueAt(data, issue.path);
      const branch = isPlainObject(step) && 'advanceClock' in step ? 1 : 0;
      const branchIssues = issue.errors[branch] ?? [];
      if (!isPlainObject(step))
        return [`${path}: a step is an object with "event" or "advanceClock"`];
      return branchIssues.map((inner) => {
        const innerPath = [...issue.path, ...inner.path].map(String).join('.');
        return `${innerPath}: ${inner.message}`;
      });
    }
    return [`${path}: ${issue.message}`];
  });
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isPlainObject(current) && typeof key === 'string') current = current[key];
    else return undefined;
  }
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
