import { enqueueActions, type AnyStateMachine, type ParameterizedObject } from 'xstate';

type Implementations = Parameters<AnyStateMachine['provide']>[0];
type ActionImplementations = NonNullable<Implementations['actions']>;

/** One named action as it ran: its name and the params it received. */
export interface RecordedAction {
  name: string;
  params: unknown;
}

const ORIGINAL = 'xstate.recorded-original.';

/**
 * The same machine, with every named action (assigns included) wrapped so that `record` is called
 * each time the action runs, in execution order, before the original implementation runs.
 *
 * An assign cannot be wrapped by a plain function, so each wrapper is an `enqueueActions` that
 * enqueues the recorder and then the original, kept under a private name so it still receives
 * its params.
 */
export function withActionRecorder<TMachine extends AnyStateMachine>(
  machine: TMachine,
  record: (action: RecordedAction) => void,
): TMachine {
  const originals: ActionImplementations = machine.implementations.actions;
  const actions: ActionImplementations = {};
  for (const [name, original] of Object.entries(originals)) {
    actions[`${ORIGINAL}${name}`] = original;
    actions[name] = enqueueActions(({ enqueue }, params: ParameterizedObject['params']) => {
      enqueue(() => record({ name, params }));
      enqueue({ type: `${ORIGINAL}${name}`, params });
    });
  }
  return machine.provide({ actions }) as TMachine;
}

/** Names of the machine's named actions (what a scenario's `actions` list may contain). */
export function namedActionsOf(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.actions);
}
