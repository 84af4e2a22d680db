import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { HomeworkAssigned } from './homework.events.js';

export type AssignHomework = { type: 'AssignHomework' } & HomeworkAssigned['data'];

export interface HomeworkState {
  assigned: HomeworkAssigned['data'] | null;
}

/** The homework stream: one assignment to one class. Attempts live in their own streams. */
export const homeworkDecider: Decider<HomeworkState, AssignHomework, HomeworkAssigned> = {
  initialState: { assigned: null },

  evolve(state, event) {
    switch (event.type) {
      case 'HomeworkAssigned':
        return { assigned: event.data };
      default: {
        const unreachable: never = event.type;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    if (state.assigned) throw new DomainError('concurrencyConflict');
    const { type: _type, ...data } = command;
    if (data.itemIds.length === 0 || new Set(data.itemIds).size !== data.itemIds.length) {
      throw new DomainError('validationFailed');
    }
    return [{ type: 'HomeworkAssigned', data }];
  },
};
