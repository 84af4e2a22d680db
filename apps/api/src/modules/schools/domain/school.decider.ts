import type { GradeKey, GradeStatusAction, SchoolKind } from '@atelier/contracts';
import { gradeStatusAfter } from '@atelier/machines';
import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { SchoolStreamEvent } from './school.events.js';

export type SchoolCommand =
  | {
      type: 'RegisterSchool';
      schoolId: string;
      name: string;
      code: string;
      kind: SchoolKind;
      ownerTeacherId: string | null;
      accessUntil: string | null;
    }
  | {
      type: 'CreateGrade';
      schoolId: string;
      gradeId: string;
      gradeKey: GradeKey;
      description: string;
    }
  | { type: 'UpdateGrade'; schoolId: string; gradeId: string; description: string }
  | { type: 'ChangeGradeStatus'; schoolId: string; gradeId: string; action: GradeStatusAction }
  /** `classCount`: the grade's classes (not deleted), read by the handler from the read model. */
  | { type: 'DeleteGrade'; schoolId: string; gradeId: string; classCount: number };

export type GradeStatus = 'in-use' | 'terminated';

export interface GradeState {
  gradeKey: GradeKey;
  description: string;
  status: GradeStatus;
  deleted: boolean;
}

export interface SchoolState {
  registered: boolean;
  kind: SchoolKind;
  /** Every grade the school ever had, by id; a deleted grade keeps its id for a re-creation. */
  grades: ReadonlyMap<string, GradeState>;
}

const GRADE_STATUS_EVENTS = { disable: 'GradeDisabled', enable: 'GradeEnabled' } as const;

/** The school aggregate: the school and its grades (a grade name exists once per school). */
export const schoolDecider: Decider<SchoolState, SchoolCommand, SchoolStreamEvent> = {
  initialState: { registered: false, kind: 'school', grades: new Map() },

  evolve(state, event) {
    switch (event.type) {
      case 'SchoolRegistered':
        return { ...state, registered: true, kind: event.data.kind ?? 'school' };
      case 'GradeCreated':
        return withGrade(state, event.data.gradeId, {
          gradeKey: event.data.gradeKey,
          description: event.data.description ?? '',
          status: 'in-use',
          deleted: false,
        });
      case 'GradeUpdated':
        return updateGrade(state, event.data.gradeId, { description: event.data.description });
      case 'GradeDisabled':
        return updateGrade(state, event.data.gradeId, { status: 'terminated' });
      case 'GradeEnabled':
        return updateGrade(state, event.data.gradeId, { status: 'in-use' });
      case 'GradeDeleted':
        return updateGrade(state, event.data.gradeId, { deleted: true });
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterSchool': {
        if (state.registered) throw new DomainError('concurrencyConflict');
        const { type: _type, ...data } = command;
        return [{ type: 'SchoolRegistered', data }];
      }
      case 'CreateGrade': {
        if (!state.registered) throw new DomainError('notFound');
        const existing = [...state.grades].find(([, grade]) => grade.gradeKey === command.gradeKey);
        if (existing && !existing[1].deleted) throw new DomainError('gradeExists');
        // A grade deleted earlier comes back under its old id: classes deleted with it keep
        // pointing at one grade per name.
        return [
          {
            type: 'GradeCreated',
            data: {
              schoolId: command.schoolId,
              gradeId: existing ? existing[0] : command.gradeId,
              gradeKey: command.gradeKey,
              description: command.description,
            },
          },
        ];
      }
      case 'UpdateGrade': {
        const grade = requireGrade(state, command.gradeId);
        if (grade.description === command.description) return [];
        return [
          {
            type: 'GradeUpdated',
            data: {
              schoolId: command.schoolId,
              gradeId: command.gradeId,
              description: command.description,
            },
          },
        ];
      }
      case 'ChangeGradeStatus': {
        const grade = requireGrade(state, command.gradeId);
        if (gradeStatusAfter(grade.status, command.action) === null) {
          throw new DomainError('transitionRefused');
        }
        return [
          {
            type: GRADE_STATUS_EVENTS[command.action],
            data: { schoolId: command.schoolId, gradeId: command.gradeId },
          },
        ];
      }
      case 'DeleteGrade':
        requireGrade(state, command.gradeId);
        if (command.classCount > 0) throw new DomainError('gradeNotEmpty');
        return [
          { type: 'GradeDeleted', data: { schoolId: command.schoolId, gradeId: command.gradeId } },
        ];
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};

function withGrade(state: SchoolState, gradeId: string, grade: GradeState): SchoolState {
  return { ...state, grades: new Map(state.grades).set(gradeId, grade) };
}

function updateGrade(
  state: SchoolState,
  gradeId: string,
  change: Partial<GradeState>,
): SchoolState {
  const grade = state.grades.get(gradeId);
  return grade ? withGrade(state, gradeId, { ...grade, ...change }) : state;
}

function requireGrade(state: SchoolState, gradeId: string): GradeState {
  const grade = state.grades.get(gradeId);
  if (!state.registered || !grade || grade.deleted) throw new DomainError('notFound');
  return grade;
}
