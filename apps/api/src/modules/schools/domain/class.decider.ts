import type {
  ClassStatus,
  ClassStatusAction,
  JoinChannel,
  MembershipStatus,
  StudentStatusAction,
} from '@atelier/contracts';
import { canDeleteClass, classStatusAfter, membershipAfter } from '@atelier/machines';
import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { ClassStreamEvent } from './school.events.js';

interface ClassFields {
  gradeId: string;
  name: string;
  code: string;
  level: number;
  description: string;
}

/**
 * Rules across classes need the read model (codes are unique within a school; a student belongs
 * to one school; a private workspace holds a bounded number of students): the handler reads them
 * and passes the verdict in, and the rule acting on it lives here.
 */
export type ClassCommand =
  | ({
      type: 'CreateClass';
      schoolId: string;
      classId: string;
      /** Another live class of the school has this code. */
      codeTaken: boolean;
    } & ClassFields)
  | ({ type: 'UpdateClass'; classId: string; codeTaken: boolean } & ClassFields)
  | { type: 'ChangeClassStatus'; classId: string; action: ClassStatusAction }
  | { type: 'DeleteClass'; classId: string }
  | { type: 'AssignTeacher'; classId: string; teacherId: string }
  | {
      type: 'EnrolStudent';
      classId: string;
      studentId: string;
      via: JoinChannel;
      /** The student's school (users.school_id); null: none yet, the class's school is taken. */
      studentSchoolId: string | null;
      /** A private workspace's bonus: students in it now, and how many it may hold. */
      studentLimit: { used: number; max: number } | null;
    }
  | { type: 'ChangeStudentStatus'; classId: string; studentId: string; action: StudentStatusAction }
  | { type: 'RemoveStudent'; classId: string; studentId: string }
  /** The source half of a move; the handler enrols the student in the target in the same commit. */
  | { type: 'MoveStudentOut'; classId: string; studentId: string; toClassId: string };

export interface ClassState {
  created: ({ schoolId: string } & ClassFields) | null;
  status: ClassStatus;
  deleted: boolean;
  teacherId: string | null;
  /** Current and past members; a removed member is kept as `removed`. */
  members: ReadonlyMap<string, MembershipStatus>;
}

const CLASS_STATUS_EVENTS = {
  suspend: 'ClassSuspended',
  activate: 'ClassActivated',
  disable: 'ClassDisabled',
  enable: 'ClassEnabled',
} as const satisfies Record<ClassStatusAction, ClassStreamEvent['type']>;

const STUDENT_STATUS_EVENTS = {
  suspend: 'StudentSuspendedInClass',
  activate: 'StudentActivatedInClass',
} as const satisfies Record<StudentStatusAction, ClassStreamEvent['type']>;

export const classDecider: Decider<ClassState, ClassCommand, ClassStreamEvent> = {
  initialState: {
    created: null,
    status: 'in-use',
    deleted: false,
    teacherId: null,
    members: new Map(),
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ClassCreated': {
        const { schoolId, gradeId, name, code, level, description } = event.data;
        return {
          ...state,
          created: { schoolId, gradeId, name, code, level, description: description ?? '' },
        };
      }
      case 'ClassUpdated': {
        const { schoolId, gradeId, name, code, level, description } = event.data;
        return { ...state, created: { schoolId, gradeId, name, code, level, description } };
      }
      case 'ClassSuspended':
        return { ...state, status: 'suspended' };
      case 'ClassActivated':
      case 'ClassEnabled':
        return { ...state, status: 'in-use' };
      case 'ClassDisabled':
        return { ...state, status: 'terminated' };
      case 'ClassDeleted':
        return { ...state, deleted: true };
      case 'TeacherAssignedToClass':
        return { ...state, teacherId: event.data.teacherId };
      case 'StudentJoinedClass':
        return withMember(state, event.data.studentId, 'active');
      case 'StudentSuspendedInClass':
        return withMember(state, event.data.studentId, 'suspended');
      case 'StudentActivatedInClass':
        return withMember(state, event.data.studentId, 'active');
      case 'StudentRemovedFromClass':
      case 'StudentMovedToClass':
        return withMember(state, event.data.studentId, 'removed');
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
        if (command.codeTaken) throw new DomainError('classCodeTaken');
        const { schoolId, gradeId, classId, name, code, level, description } = command;
        return [
          {
            type: 'ClassCreated',
            data: { schoolId, gradeId, classId, name, code, level, description },
          },
        ];
      }
      case 'UpdateClass': {
        const created = requireCreated(state);
        if (command.codeTaken) throw new DomainError('classCodeTaken');
        const { gradeId, name, code, level, description } = command;
        const next = { schoolId: created.schoolId, gradeId, name, code, level, description };
        if (sameFields(created, next)) return [];
        return [{ type: 'ClassUpdated', data: { ...next, classId: command.classId } }];
      }
      case 'ChangeClassStatus': {
        const created = requireCreated(state);
        if (classStatusAfter(state.status, command.action) === null) {
          throw new DomainError('transitionRefused');
        }
        return [
          {
            type: CLASS_STATUS_EVENTS[command.action],
            data: { schoolId: created.schoolId, classId: command.classId },
          },
        ];
      }
      case 'DeleteClass': {
        const created = requireCreated(state);
        const studentCount = currentMembers(state);
        if (!canDeleteClass(state.status, studentCount)) {
          throw new DomainError(studentCount > 0 ? 'classNotEmpty' : 'transitionRefused');
        }
        return [
          { type: 'ClassDeleted', data: { schoolId: created.schoolId, classId: command.classId } },
        ];
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
        const current = state.members.get(command.studentId);
        // Already in the class (active or suspended): joining again changes nothing.
        if (current === 'active' || current === 'suspended') return [];
        if (state.status !== 'in-use') throw new DomainError('classNotInUse');
        if (command.studentSchoolId !== null && command.studentSchoolId !== created.schoolId) {
          throw new DomainError('otherSchool');
        }
        if (command.studentLimit && command.studentLimit.used >= command.studentLimit.max) {
          throw new DomainError('studentLimitReached', { max: command.studentLimit.max });
        }
        // A removed member's row stays as history; they may join again.
        if (membershipAfter(current ?? 'none', 'join') === null) {
          throw new DomainError('transitionRefused');
        }
        return [
          {
            type: 'StudentJoinedClass',
            data: {
              schoolId: created.schoolId,
              gradeId: created.gradeId,
              classId: command.classId,
              studentId: command.studentId,
              via: command.via,
            },
          },
        ];
      }
      case 'ChangeStudentStatus': {
        const created = requireCreated(state);
        const current = requireMember(state, command.studentId);
        if (membershipAfter(current, command.action) === null) {
          throw new DomainError('transitionRefused');
        }
        return [
          {
            type: STUDENT_STATUS_EVENTS[command.action],
            data: memberData(created, command.classId, command.studentId),
          },
        ];
      }
      case 'RemoveStudent': {
        const created = requireCreated(state);
        const current = requireMember(state, command.studentId);
        if (membershipAfter(current, 'remove') === null) throw new DomainError('transitionRefused');
        return [
          {
            type: 'StudentRemovedFromClass',
            data: memberData(created, command.classId, command.studentId),
          },
        ];
      }
      case 'MoveStudentOut': {
        const created = requireCreated(state);
        const current = state.members.get(command.studentId) ?? 'none';
        if (
          command.toClassId === command.classId ||
          membershipAfter(current, 'move-out') === null
        ) {
          throw new DomainError('transitionRefused');
        }
        return [
          {
            type: 'StudentMovedToClass',
            data: {
              schoolId: created.schoolId,
              gradeId: created.gradeId,
              fromClassId: command.classId,
              toClassId: command.toClassId,
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

function withMember(state: ClassState, studentId: string, status: MembershipStatus): ClassState {
  return { ...state, members: new Map(state.members).set(studentId, status) };
}

function currentMembers(state: ClassState): number {
  let count = 0;
  for (const status of state.members.values()) if (status !== 'removed') count += 1;
  return count;
}

function requireCreated(state: ClassState): NonNullable<ClassState['created']> {
  if (!state.created || state.deleted) throw new DomainError('notFound');
  return state.created;
}

/** A student never in the class is not found; a removed one is refused by the machine. */
function requireMember(state: ClassState, studentId: string): MembershipStatus {
  const status = state.members.get(studentId);
  if (!status) throw new DomainError('notFound');
  return status;
}

function memberData(
  created: NonNullable<ClassState['created']>,
  classId: string,
  studentId: string,
): { schoolId: string; gradeId: string; classId: string; studentId: string } {
  return { schoolId: created.schoolId, gradeId: created.gradeId, classId, studentId };
}

function sameFields(a: ClassFields, b: ClassFields): boolean {
  return (
    a.gradeId === b.gradeId &&
    a.name === b.name &&
    a.code === b.code &&
    a.level === b.level &&
    a.description === b.description
  );
}
