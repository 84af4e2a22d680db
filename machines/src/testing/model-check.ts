/**
 * Model-based checking shared by the machines' tests (not part of the package's build).
 *
 * `checkModel` walks every reachable vertex of a machine with `xstate/graph` (`TestModel`, so
 * machines with `after` transitions work: their delayed events are listed as ordinary sample
 * events), replays each shortest path on a real actor, and from every vertex sends every sample
 * event, comparing what the actor did with an oracle written from the spec. It returns problems
 * instead of asserting, so a test can also prove that a deliberately broken machine is caught.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  createActor,
  createMachine,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import { withActionRecorder, type RecordedAction } from '../replay/action-recorder.js';
import { stateValueText } from '../replay/replay.js';

/** `<state id> <event>#<index among that state's candidates for the event>`. */
export function edgeKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const candidates =
    transition.eventType === '' ? source.always : source.transitions.get(transition.eventType);
  const index = candidates?.indexOf(transition) ?? -1;
  return `${source.id} ${transition.eventType || '(always)'}#${index}`;
}

/** Every transition the machine defines: guarded branches, delayed and eventless ones included. */
export function definedEdges(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>();
  const visit = (node: AnyStateNode): void => {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((_, i) => keys.add(`${node.id} ${eventType}#${i}`));
    }
    (node.always ?? []).forEach((_, i) => keys.add(`${node.id} (always)#${i}`));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return keys;
}

/** Every atomic or final state as a dotted path (`codeSent.enteringCode`). */
export function definedLeafStates(machine: AnyStateMachine): string[] {
  const leaves: string[] = [];
  const visit = (node: AnyStateNode, path: string): void => {
    const children = Object.entries(node.states);
    if (children.length === 0) leaves.push(path);
    for (const [key, child] of children) visit(child, path ? `${path}.${key}` : key);
  };
  visit(machine.root, '');
  return leaves.sort();
}

/** The `xstate.after.<delay>.<state id>` event types of the machine, sorted. */
export function delayedEventTypes(machine: AnyStateMachine): string[] {
  return machine.events.filter((type) => type.startsWith('xstate.after.')).sort();
}

export interface MachineRun<TMachine extends AnyStateMachine> {
  snapshot: SnapshotFrom<TMachine>;
  /** Named actions of each step; index 0 is the start. */
  actions: RecordedAction[][];
  /** Definition edges taken (see `edgeKey`). */
  edges: string[];
}

/**
 * Runs the events on a real actor, recording every named action and edge. The actor has a
 * simulated clock that never moves, so timers only fire when their delayed event is sent.
 */
export function runMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  events: readonly EventObject[],
): MachineRun<TMachine> {
  const actions: RecordedAction[][] = [[]];
  const edges: string[] = [];
  const recorded = withActionRecorder(machine as AnyStateMachine, (action) =>
    actions[actions.length - 1]?.push(action),
  );
  const actor = createActor(recorded, {
    input,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep')
        edges.push(...inspection._transitions.map(edgeKey));
    },
  });
  actor.start();
  for (const event of events) {
    actions.push([]);
    // a final state ignores everything (sending would only print a warning)
    if (actor.getSnapshot().status === 'active') actor.send(event);
  }
  const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
  actor.stop();
  return { snapshot, actions, edges };
}

/** What the spec says one event does: `null` from the oracle means "ignored". */
export interface ExpectedStep {
  /** The state after the event as a dotted path (`codeSent.enteringCode`). */
  state: string;
  /** The named actions in order; params compared where given. */
  actions: Array<{ name: string; params?: unknown }>;
  /** The keys of the context to compare (deep equality per key). */
  context: Record<string, unknown>;
}

export interface ModelCheckOptions<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  machine: TMachine;
  inputs: ReadonlyArray<{ name: string; input: InputFrom<TMachine> }>;
  /** Sample events, the machine's delayed events (`xstate.after.…`) included. */
  events: readonly TEvent[];
  /** State value plus what decides guarded branches; never the whole context. */
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  oracle: (from: SnapshotFrom<TMachine>, event: TEvent) => ExpectedStep | null;
}

export interface ModelCheckReport {
  /** Reachable vertices over all inputs. */
  vertices: number;
  /** (vertex, event) pairs compared with the oracle. */
  checked: number;
  /** Leaf states reached, as dotted paths, sorted. */
  reachedStates: string[];
  /** Defined transitions no checked step took. */
  uncoveredEdges: string[];
  /** Every difference between the machine and the model or the oracle. */
  problems: string[];
}

export function checkModel<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  options: ModelCheckOptions<TMachine, TEvent>,
): ModelCheckReport {
  const { machine, events, serializeState, oracle } = options;
  const problems: string[] = [];
  const covered = new Set<string>();
  const reached = new Set<string>();
  let vertices = 0;
  let checked = 0;

  for (const { name, input } of options.inputs) {
    const model = new TestModel(machine as AnyStateMachine, {
      events: events as readonly EventObject[],
      serializeState: serializeState as (snapshot: SnapshotFrom<AnyStateMachine>) => string,
      input,
    });
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
      vertices += 1;
      // the first step of a path is the machine's start (`xstate.init`), not an event to send
      const pathEvents = path.steps
        .map((step) => step.event)
        .filter((event) => event.type !== 'xstate.init');
      const where = `${name}: ${pathEvents.map((event) => event.type).join(' → ') || '(start)'}`;
      const modelState = path.state as SnapshotFrom<TMachine>;
      reached.add(stateValueText((modelState as AnyMachineSnapshot).value));

      const before = runMachine(machine, input, pathEvents);
      if (serializeState(before.snapshot) !== serializeState(modelState)) {
        problems.push(
          `${where}: the actor is in ${serializeState(before.snapshot)}, the model in ${serializeState(modelState)}`,
        );
        continue;
      }
      for (const event of events) {
        checked += 1;
        const label = `${where} | ${serializeState(before.snapshot)} | ${JSON.stringify(event).slice(0, 80)}`;
        const after = runMachine(machine, input, [...pathEvents, event]);
        after.edges.forEach((edge) => covered.add(edge));
        problems.push(...compareStep(label, before, after, oracle(before.snapshot, event)));
      }
    }
  }
  const uncoveredEdges = [...definedEdges(machine)].filter((edge) => !covered.has(edge)).sort();
  return { vertices, checked, reachedStates: [...reached].sort(), uncoveredEdges, problems };
}

function compareStep<TMachine extends AnyStateMachine>(
  label: string,
  before: MachineRun<TMachine>,
  after: MachineRun<TMachine>,
  expected: ExpectedStep | null,
): string[] {
  const problems: string[] = [];
  const fired = after.actions[after.actions.length - 1] ?? [];
  const firedNames = fired.map((action) => action.name);
  const was = before.snapshot as AnyMachineSnapshot;
  const now = after.snapshot as AnyMachineSnapshot;
  const state = stateValueText(now.value);

  if (expected === null) {
    if (after.edges.length !== before.edges.length)
      problems.push(`${label}: should be ignored, took ${after.edges.slice(before.edges.length)}`);
    if (!isDeepStrictEqual(now.value, was.value))
      problems.push(`${label}: should be ignored, went to ${state}`);
    if (!isDeepStrictEqual(now.context, was.context))
      problems.push(`${label}: should be ignored, changed the context`);
    if (fired.length) problems.push(`${label}: should be ignored, ran [${firedNames.join(', ')}]`);
    return problems;
  }

  if (state !== expected.state) problems.push(`${label}: went to ${state}, not ${expected.state}`);
  const context = now.context as Record<string, unknown>;
  for (const [key, value] of Object.entries(expected.context)) {
    if (!isDeepStrictEqual(context[key], value))
      problems.push(
        `${label}: context.${key} is ${JSON.stringify(context[key])}, not ${JSON.stringify(value)}`,
      );
  }
  const expectedNames = expected.actions.map((action) => action.name);
  if (!isDeepStrictEqual(firedNames, expectedNames)) {
    problems.push(`${label}: ran [${firedNames.join(', ')}], not [${expectedNames.join(', ')}]`);
  } else {
    expected.actions.forEach((action, i) => {
      const params = fired[i]?.params;
      if (action.params !== undefined && !isDeepStrictEqual(params, action.params))
        problems.push(
          `${label}: ${action.name} got ${JSON.stringify(params)}, not ${JSON.stringify(action.params)}`,
        );
    });
  }
  return problems;
}

/** A state node's config, as far as a test edits it. */
export interface StateConfig {
  on?: Record<string, unknown>;
  after?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
  [key: string]: unknown;
}

/**
 * The same machine (same implementations) with its definition edited at `path` (`''` for the
 * root, `codeSent.verifyingCode` for a nested state): a deliberately broken machine.
 */
export function redefine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: string,
  change: (node: StateConfig) => void,
): TMachine {
  const config = copyTree(machine.config) as StateConfig;
  let node: StateConfig | undefined = config;
  for (const key of path ? path.split('.') : []) node = node?.states?.[key];
  if (!node) throw new Error(`no state ${path} in ${machine.id}`);
  change(node);
  return createMachine(config as never, machine.implementations as never) as unknown as TMachine;
}

/** Copies plain objects and arrays; functions (guards, params, context factories) are shared. */
function copyTree(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyTree);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, copyTree(child)]));
  return value;
}
