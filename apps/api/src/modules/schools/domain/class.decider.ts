import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { ClassCreated, StudentJoinedClass, TeacherAssignedToClass } from './school.events.js';

export type ClassStreamEvent = ClassCreated | TeacherAssignedToClass | StudentJoinedClass;

export type ClassCommand =
  | {
      type: 'CreateClass';
      schoolId: string;
      gradeId: string;
      classId: string;
      name: string;
      code: string;
      level: number;
    }
  | { type: 'AssignTeacher'; classId: string; teacherId: string }
  | { type: 'EnrolStudent'; classId: string; studentId: string };

export interface ClassState {
  created: { schoolId: string; gradeId: string } | null;
  teacherId: string | null;
  students: ReadonlySet<string>;
}

export const classDecider: Decider<ClassState, ClassCommand, ClassStreamEvent> = {
  initialState: { created: null, teacherId: null, students: new Set() },

  evolve(state, event) {
    switch (event.type) {
      case 'ClassCreated':
        return {
          ...state,
          created: { schoolId: event.data.schoolId, gradeId: event.data.gradeId },
        };
      case 'TeacherAssignedToClass':
        return { ...state, teacherId: event.data.teacherId };
      case 'StudentJoinedClass':
        return { ...state, students: new Set(state.students).add(event.data.studentId) };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateClass': {
        if (state.created) throw new DomainError('concurrencyConflict');
        const { type: _type, ...data } = command;
        return [{ type: 'ClassCreated', data }];
      }
      case 'AssignTeacher': {
        const created = requireCreated(state);
        if (state.teacherId === command.teacherId) return [];
        return [
          {
            type: 'TeacherAssignedToClass',
            data: {
              schoolId: created.schoolId,
              classId: command.classId,
              teacherId: command.teacherId,
            },
          },
        ];
      }
      case 'EnrolStudent': {
        const created = requireCreated(state);
        if (state.students.has(command.studentId)) return [];
        return [
          {
            type: 'StudentJoinedClass',
            data: {
              schoolId: created.schoolId,
              gradeId: created.gradeId,
              classId: command.classId,
              studentId: command.studentId,
            },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};

function requireCreated(state: ClassState): NonNullable<ClassState['created']> {
  if (!state.created) throw new DomainError('notFound');
  return state.created;
}
