import type { DomainEvent } from '../event-store/event.js';

/**
 * A decider (CONVENTIONS.md 2): pure functions over an aggregate's events. `decide` returns the
 * new events or throws a DomainError; the clock arrives in the command, never from Date.now().
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function foldEvents<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}
