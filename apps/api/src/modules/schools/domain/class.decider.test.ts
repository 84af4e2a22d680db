import { describe, it } from 'vitest';
import { given } from '../../../../test/given-when-then.js';
import { classDecider, type ClassCommand } from './class.decider.js';
import type { ClassStreamEvent } from './school.events.js';

const classCreated: ClassStreamEvent = {
  type: 'ClassCreated',
  data: {
    schoolId: 's1',
    gradeId: 'g1',
    classId: 'c1',
    name: 'Pandas',
    code: 'P1',
    level: 1,
    description: 'Mornings',
  },
};
/** As stored before issue 5: no description. */
const oldClassCreated: ClassStreamEvent = {
  type: 'ClassCreated',
  data: { schoolId: 's1', gradeId: 'g1', classId: 'c1', name: 'Pandas', code: 'P1', level: 1 },
};
const member = { schoolId: 's1', gradeId: 'g1', classId: 'c1', studentId: 'u1' };
const joined = (via: 'seed' | 'manager' | 'link' | 'move' = 'link'): ClassStreamEvent => ({
  type: 'StudentJoinedClass',
  data: { ...member, via },
});
/** As stored before issue 5: no channel. */
const oldJoined: ClassStreamEvent = { type: 'StudentJoinedClass', data: member };
const suspended: ClassStreamEvent = { type: 'StudentSuspendedInClass', data: member };
const removed: ClassStreamEvent = { type: 'StudentRemovedFromClass', data: member };
const classFact = { schoolId: 's1', classId: 'c1' };

function buildEnrol(overrides: Partial<Extract<ClassCommand, { type: 'EnrolStudent' }>> = {}) {
  return {
    type: 'EnrolStudent' as const,
    classId: 'c1',
    studentId: 'u1',
    via: 'link' as const,
    studentSchoolId: null,
    studentLimit: null,
    ...overrides,
  };
}

const fields = { gradeId: 'g1', name: 'Pandas', code: 'P1', level: 1, description: 'Mornings' };

describe('classDecider', () => {
  describe('CreateClass', () => {
    it('creates a class once', () => {
      given(classDecider, [])
        .when({ type: 'CreateClass', schoolId: 's1', classId: 'c1', codeTaken: false, ...fields })
        .then([classCreated]);
    });
    it('refuses to create the same class twice', () => {
      given(classDecider, [classCreated])
        .when({ type: 'CreateClass', schoolId: 's1', classId: 'c1', codeTaken: false, ...fields })
        .thenThrows('concurrencyConflict');
    });
    it('refuses a code another class of the school has', () => {
      given(classDecider, [])
        .when({ type: 'CreateClass', schoolId: 's1', classId: 'c1', codeTaken: true, ...fields })
        .thenThrows('classCodeTaken');
    });
  });

  describe('UpdateClass', () => {
    it('records the new fields', () => {
      given(classDecider, [oldClassCreated])
        .when({ type: 'UpdateClass', classId: 'c1', codeTaken: false, ...fields, name: 'Koalas' })
        .then([
          {
            type: 'ClassUpdated',
            data: { schoolId: 's1', classId: 'c1', ...fields, name: 'Koalas' },
          },
        ]);
    });
    it('changes nothing when nothing changed', () => {
      given(classDecider, [classCreated])
        .when({ type: 'UpdateClass', classId: 'c1', codeTaken: false, ...fields })
        .then([]);
    });
    it('refuses a code taken by another class, and an unknown or deleted class', () => {
      given(classDecider, [classCreated])
        .when({ type: 'UpdateClass', classId: 'c1', codeTaken: true, ...fields, code: 'X' })
        .thenThrows('classCodeTaken');
      given(classDecider, [])
        .when({ type: 'UpdateClass', classId: 'c1', codeTaken: false, ...fields })
        .thenThrows('notFound');
      given(classDecider, [classCreated, { type: 'ClassDeleted', data: classFact }])
        .when({ type: 'UpdateClass', classId: 'c1', codeTaken: false, ...fields })
        .thenThrows('notFound');
    });
  });

  describe('ChangeClassStatus', () => {
    it('suspends, activates, disables and enables as the machine allows', () => {
      given(classDecider, [classCreated])
        .when({ type: 'ChangeClassStatus', classId: 'c1', action: 'suspend' })
        .then([{ type: 'ClassSuspended', data: classFact }]);
      given(classDecider, [classCreated, { type: 'ClassSuspended', data: classFact }])
        .when({ type: 'ChangeClassStatus', classId: 'c1', action: 'activate' })
        .then([{ type: 'ClassActivated', data: classFact }]);
      given(classDecider, [classCreated])
        .when({ type: 'ChangeClassStatus', classId: 'c1', action: 'disable' })
        .then([{ type: 'ClassDisabled', data: classFact }]);
      given(classDecider, [classCreated, { type: 'ClassDisabled', data: classFact }])
        .when({ type: 'ChangeClassStatus', classId: 'c1', action: 'enable' })
        .then([{ type: 'ClassEnabled', data: classFact }]);
    });
    it('refuses what the machine refuses', () => {
      given(classDecider, [classCreated])
        .when({ type: 'ChangeClassStatus', classId: 'c1', action: 'activate' })
        .thenThrows('transitionRefused');
      given(classDecider, [classCreated])
        .when({ type: 'ChangeClassStatus', classId: 'c1', action: 'enable' })
        .thenThrows('transitionRefused');
    });
  });

  describe('DeleteClass', () => {
    it('deletes an empty class, also one whose students all left', () => {
      given(classDecider, [classCreated])
        .when({ type: 'DeleteClass', classId: 'c1' })
        .then([{ type: 'ClassDeleted', data: classFact }]);
      given(classDecider, [classCreated, joined(), removed])
        .when({ type: 'DeleteClass', classId: 'c1' })
        .then([{ type: 'ClassDeleted', data: classFact }]);
    });
    it('refuses a class with students, suspended ones included', () => {
      given(classDecider, [classCreated, oldJoined])
        .when({ type: 'DeleteClass', classId: 'c1' })
        .thenThrows('classNotEmpty');
      given(classDecider, [classCreated, joined(), suspended])
        .when({ type: 'DeleteClass', classId: 'c1' })
        .thenThrows('classNotEmpty');
    });
    it('refuses a class already deleted', () => {
      given(classDecider, [classCreated, { type: 'ClassDeleted', data: classFact }])
        .when({ type: 'DeleteClass', classId: 'c1' })
        .thenThrows('notFound');
    });
  });

  describe('AssignTeacher', () => {
    it('assigns a teacher, and assigning the same one again changes nothing', () => {
      const assigned: ClassStreamEvent = {
        type: 'TeacherAssignedToClass',
        data: { schoolId: 's1', classId: 'c1', teacherId: 't1' },
      };
      given(classDecider, [classCreated])
        .when({ type: 'AssignTeacher', classId: 'c1', teacherId: 't1' })
        .then([assigned]);
      given(classDecider, [classCreated, assigned])
        .when({ type: 'AssignTeacher', classId: 'c1', teacherId: 't1' })
        .then([]);
    });
    it('refuses an unknown class', () => {
      given(classDecider, [])
        .when({ type: 'AssignTeacher', classId: 'c1', teacherId: 't1' })
        .thenThrows('notFound');
    });
  });

  describe('EnrolStudent', () => {
    it('enrols a student with the class scope and the channel', () => {
      given(classDecider, [classCreated])
        .when(buildEnrol())
        .then([joined('link')]);
    });
    it('is a no-op for a student already in the class, active or suspended', () => {
      given(classDecider, [classCreated, oldJoined]).when(buildEnrol()).then([]);
      given(classDecider, [classCreated, joined(), suspended]).when(buildEnrol()).then([]);
    });
    it('lets a removed student join again', () => {
      given(classDecider, [classCreated, joined(), removed])
        .when(buildEnrol({ via: 'manager' }))
        .then([joined('manager')]);
    });
    it('refuses a suspended or terminated class', () => {
      given(classDecider, [classCreated, { type: 'ClassSuspended', data: classFact }])
        .when(buildEnrol())
        .thenThrows('classNotInUse');
      given(classDecider, [classCreated, { type: 'ClassDisabled', data: classFact }])
        .when(buildEnrol())
        .thenThrows('classNotInUse');
    });
    it('refuses a student of another school, and takes one of this school', () => {
      given(classDecider, [classCreated])
        .when(buildEnrol({ studentSchoolId: 's2' }))
        .thenThrows('otherSchool');
      given(classDecider, [classCreated])
        .when(buildEnrol({ studentSchoolId: 's1' }))
        .then([joined('link')]);
    });
    it('refuses a student beyond the workspace limit', () => {
      given(classDecider, [classCreated])
        .when(buildEnrol({ studentLimit: { used: 6, max: 6 } }))
        .thenThrows('studentLimitReached');
      given(classDecider, [classCreated])
        .when(buildEnrol({ studentLimit: { used: 5, max: 6 } }))
        .then([joined('link')]);
    });
    it('refuses a class that does not exist', () => {
      given(classDecider, []).when(buildEnrol()).thenThrows('notFound');
    });
  });

  describe('ChangeStudentStatus', () => {
    it('suspends an active student and activates a suspended one', () => {
      given(classDecider, [classCreated, joined()])
        .when({ type: 'ChangeStudentStatus', classId: 'c1', studentId: 'u1', action: 'suspend' })
        .then([suspended]);
      given(classDecider, [classCreated, joined(), suspended])
        .when({ type: 'ChangeStudentStatus', classId: 'c1', studentId: 'u1', action: 'activate' })
        .then([{ type: 'StudentActivatedInClass', data: member }]);
    });
    it('refuses what the membership machine refuses', () => {
      given(classDecider, [classCreated, joined()])
        .when({ type: 'ChangeStudentStatus', classId: 'c1', studentId: 'u1', action: 'activate' })
        .thenThrows('transitionRefused');
      given(classDecider, [classCreated, joined(), removed])
        .when({ type: 'ChangeStudentStatus', classId: 'c1', studentId: 'u1', action: 'suspend' })
        .thenThrows('transitionRefused');
    });
    it('does not know a student never in the class', () => {
      given(classDecider, [classCreated])
        .when({ type: 'ChangeStudentStatus', classId: 'c1', studentId: 'u1', action: 'suspend' })
        .thenThrows('notFound');
    });
  });

  describe('RemoveStudent', () => {
    it('removes an active or suspended student', () => {
      given(classDecider, [classCreated, oldJoined])
        .when({ type: 'RemoveStudent', classId: 'c1', studentId: 'u1' })
        .then([removed]);
      given(classDecider, [classCreated, joined(), suspended])
        .when({ type: 'RemoveStudent', classId: 'c1', studentId: 'u1' })
        .then([removed]);
    });
    it('refuses a student already removed, and does not know a stranger', () => {
      given(classDecider, [classCreated, joined(), removed])
        .when({ type: 'RemoveStudent', classId: 'c1', studentId: 'u1' })
        .thenThrows('transitionRefused');
      given(classDecider, [classCreated])
        .when({ type: 'RemoveStudent', classId: 'c1', studentId: 'u1' })
        .thenThrows('notFound');
    });
  });

  describe('MoveStudentOut', () => {
    it('records the move on the source class', () => {
      given(classDecider, [classCreated, joined(), suspended])
        .when({ type: 'MoveStudentOut', classId: 'c1', studentId: 'u1', toClassId: 'c2' })
        .then([
          {
            type: 'StudentMovedToClass',
            data: {
              schoolId: 's1',
              gradeId: 'g1',
              fromClassId: 'c1',
              toClassId: 'c2',
              studentId: 'u1',
            },
          },
        ]);
    });
    it('refuses a student not in the class, and a move to the same class', () => {
      given(classDecider, [classCreated])
        .when({ type: 'MoveStudentOut', classId: 'c1', studentId: 'u1', toClassId: 'c2' })
        .thenThrows('transitionRefused');
      given(classDecider, [classCreated, joined(), removed])
        .when({ type: 'MoveStudentOut', classId: 'c1', studentId: 'u1', toClassId: 'c2' })
        .thenThrows('transitionRefused');
      given(classDecider, [classCreated, joined()])
        .when({ type: 'MoveStudentOut', classId: 'c1', studentId: 'u1', toClassId: 'c1' })
        .thenThrows('transitionRefused');
    });
    it('leaves the student free to join again after the move', () => {
      const moved: ClassStreamEvent = {
        type: 'StudentMovedToClass',
        data: {
          schoolId: 's1',
          gradeId: 'g1',
          fromClassId: 'c1',
          toClassId: 'c2',
          studentId: 'u1',
        },
      };
      given(classDecider, [classCreated, joined(), moved])
        .when(buildEnrol({ via: 'move' }))
        .then([joined('move')]);
    });
  });
});
