import type { GradeKey } from '@atelier/contracts';
import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { GradeCreated, SchoolRegistered } from './school.events.js';

export type SchoolStreamEvent = SchoolRegistered | GradeCreated;

export type SchoolCommand =
  | { type: 'RegisterSchool'; schoolId: string; name: string; code: string }
  | { type: 'CreateGrade'; schoolId: string; gradeId: string; gradeKey: GradeKey };

export interface SchoolState {
  registered: boolean;
  grades: ReadonlyMap<GradeKey, string>;
}

export const schoolDecider: Decider<SchoolState, SchoolCommand, SchoolStreamEvent> = {
  initialState: { registered: false, grades: new Map() },

  evolve(state, event) {
    switch (event.type) {
      case 'SchoolRegistered':
        return { ...state, registered: true };
      case 'GradeCreated':
        return {
          ...state,
          grades: new Map(state.grades).set(event.data.gradeKey, event.data.gradeId),
        };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterSchool':
        if (state.registered) throw new DomainError('concurrencyConflict');
        return [
          {
            type: 'SchoolRegistered',
            data: { schoolId: command.schoolId, name: command.name, code: command.code },
          },
        ];
      case 'CreateGrade':
        if (!state.registered) throw new DomainError('notFound');
        // A grade name exists once per school (section 9 lists seven).
        if (state.grades.has(command.gradeKey)) throw new DomainError('validationFailed');
        return [
          {
            type: 'GradeCreated',
            data: {
              schoolId: command.schoolId,
              gradeId: command.gradeId,
              gradeKey: command.gradeKey,
            },
          },
        ];
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
