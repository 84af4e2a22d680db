import { describe, it } from 'vitest';
import { given } from '../../../../test/given-when-then.js';
import { classDecider, type ClassStreamEvent } from './class.decider.js';
import { schoolDecider } from './school.decider.js';

const classCreated: ClassStreamEvent = {
  type: 'ClassCreated',
  data: { schoolId: 's1', gradeId: 'g1', classId: 'c1', name: 'Pandas', code: 'P1', level: 1 },
};

describe('classDecider', () => {
  describe('CreateClass', () => {
    it('creates a class once', () => {
      given(classDecider, [])
        .when({ type: 'CreateClass', ...classCreated.data })
        .then([classCreated]);
    });
    it('refuses to create the same class twice', () => {
      given(classDecider, [classCreated])
        .when({ type: 'CreateClass', ...classCreated.data })
        .thenThrows('concurrencyConflict');
    });
  });

  describe('EnrolStudent', () => {
    it('enrols a student with the class scope', () => {
      given(classDecider, [classCreated])
        .when({ type: 'EnrolStudent', classId: 'c1', studentId: 'u1' })
        .then([
          {
            type: 'StudentJoinedClass',
            data: { schoolId: 's1', gradeId: 'g1', classId: 'c1', studentId: 'u1' },
          },
        ]);
    });
    it('is a no-op for a student already in the class', () => {
      given(classDecider, [
        classCreated,
        {
          type: 'StudentJoinedClass',
          data: { schoolId: 's1', gradeId: 'g1', classId: 'c1', studentId: 'u1' },
        },
      ])
        .when({ type: 'EnrolStudent', classId: 'c1', studentId: 'u1' })
        .then([]);
    });
    it('refuses a class that does not exist', () => {
      given(classDecider, [])
        .when({ type: 'EnrolStudent', classId: 'c1', studentId: 'u1' })
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
  });
});

describe('schoolDecider', () => {
  const registered = {
    type: 'SchoolRegistered' as const,
    data: { schoolId: 's1', name: 'Maple School', code: 'MAPLE' },
  };
  it('creates each grade once per school', () => {
    const grade = {
      type: 'GradeCreated' as const,
      data: { schoolId: 's1', gradeId: 'g1', gradeKey: 'grade-1' as const },
    };
    given(schoolDecider, [registered])
      .when({ type: 'CreateGrade', schoolId: 's1', gradeId: 'g1', gradeKey: 'grade-1' })
      .then([grade]);
    given(schoolDecider, [registered, grade])
      .when({ type: 'CreateGrade', schoolId: 's1', gradeId: 'g2', gradeKey: 'grade-1' })
      .thenThrows('validationFailed');
  });
  it('refuses a grade for an unknown school', () => {
    given(schoolDecider, [])
      .when({ type: 'CreateGrade', schoolId: 's1', gradeId: 'g1', gradeKey: 'preparatory' })
      .thenThrows('notFound');
  });
});
