import { describe, expect, it } from 'vitest';
import { given } from '../../../../test/given-when-then.js';
import { foldEvents } from '../../../infrastructure/cqrs/decider.js';
import { schoolDecider } from './school.decider.js';
import type { SchoolStreamEvent } from './school.events.js';

/** As stored before issue 5: no kind, owner or access end. */
const oldRegistered: SchoolStreamEvent = {
  type: 'SchoolRegistered',
  data: { schoolId: 's1', name: 'Maple School', code: 'MAPLE' },
};
const grade = {
  type: 'GradeCreated',
  data: { schoolId: 's1', gradeId: 'g1', gradeKey: 'grade-1', description: '' },
} satisfies SchoolStreamEvent;
const gradeFact: { schoolId: string; gradeId: string } = { schoolId: 's1', gradeId: 'g1' };

describe('schoolDecider', () => {
  describe('RegisterSchool', () => {
    it('registers a school once, with its kind, owner and access end', () => {
      const command = {
        type: 'RegisterSchool' as const,
        schoolId: 's1',
        name: 'Private classes',
        code: 'PABCDEFG',
        kind: 'private' as const,
        ownerTeacherId: 't1',
        accessUntil: null,
      };
      const { type: _type, ...data } = command;
      given(schoolDecider, [])
        .when(command)
        .then([{ type: 'SchoolRegistered', data }]);
      given(schoolDecider, [oldRegistered]).when(command).thenThrows('concurrencyConflict');
    });
    it('folds a registration stored before issue 5 as a school', () => {
      expect(foldEvents(schoolDecider, [oldRegistered]).kind).toBe('school');
    });
  });

  describe('CreateGrade', () => {
    it('creates each grade once per school', () => {
      given(schoolDecider, [oldRegistered])
        .when({
          type: 'CreateGrade',
          schoolId: 's1',
          gradeId: 'g1',
          gradeKey: 'grade-1',
          description: '',
        })
        .then([grade]);
      given(schoolDecider, [oldRegistered, grade])
        .when({
          type: 'CreateGrade',
          schoolId: 's1',
          gradeId: 'g2',
          gradeKey: 'grade-1',
          description: '',
        })
        .thenThrows('gradeExists');
    });
    it('brings a deleted grade back under its old id', () => {
      given(schoolDecider, [oldRegistered, grade, { type: 'GradeDeleted', data: gradeFact }])
        .when({
          type: 'CreateGrade',
          schoolId: 's1',
          gradeId: 'g2',
          gradeKey: 'grade-1',
          description: 'Again',
        })
        .then([{ ...grade, data: { ...grade.data, description: 'Again' } } as SchoolStreamEvent]);
    });
    it('refuses a grade for an unknown school', () => {
      given(schoolDecider, [])
        .when({
          type: 'CreateGrade',
          schoolId: 's1',
          gradeId: 'g1',
          gradeKey: 'preparatory',
          description: '',
        })
        .thenThrows('notFound');
    });
  });

  describe('UpdateGrade', () => {
    it('records a new description, and nothing when it is the same', () => {
      given(schoolDecider, [oldRegistered, grade])
        .when({ type: 'UpdateGrade', schoolId: 's1', gradeId: 'g1', description: 'Year one' })
        .then([{ type: 'GradeUpdated', data: { ...gradeFact, description: 'Year one' } }]);
      given(schoolDecider, [oldRegistered, grade])
        .when({ type: 'UpdateGrade', schoolId: 's1', gradeId: 'g1', description: '' })
        .then([]);
    });
    it('does not know an unknown or deleted grade', () => {
      given(schoolDecider, [oldRegistered])
        .when({ type: 'UpdateGrade', schoolId: 's1', gradeId: 'g1', description: 'x' })
        .thenThrows('notFound');
      given(schoolDecider, [oldRegistered, grade, { type: 'GradeDeleted', data: gradeFact }])
        .when({ type: 'UpdateGrade', schoolId: 's1', gradeId: 'g1', description: 'x' })
        .thenThrows('notFound');
    });
  });

  describe('ChangeGradeStatus', () => {
    it('disables and enables as the machine allows', () => {
      given(schoolDecider, [oldRegistered, grade])
        .when({ type: 'ChangeGradeStatus', schoolId: 's1', gradeId: 'g1', action: 'disable' })
        .then([{ type: 'GradeDisabled', data: gradeFact }]);
      given(schoolDecider, [oldRegistered, grade, { type: 'GradeDisabled', data: gradeFact }])
        .when({ type: 'ChangeGradeStatus', schoolId: 's1', gradeId: 'g1', action: 'enable' })
        .then([{ type: 'GradeEnabled', data: gradeFact }]);
    });
    it('refuses enabling a grade in use and disabling a disabled one', () => {
      given(schoolDecider, [oldRegistered, grade])
        .when({ type: 'ChangeGradeStatus', schoolId: 's1', gradeId: 'g1', action: 'enable' })
        .thenThrows('transitionRefused');
      given(schoolDecider, [oldRegistered, grade, { type: 'GradeDisabled', data: gradeFact }])
        .when({ type: 'ChangeGradeStatus', schoolId: 's1', gradeId: 'g1', action: 'disable' })
        .thenThrows('transitionRefused');
    });
  });

  describe('DeleteGrade', () => {
    it('deletes a grade without classes', () => {
      given(schoolDecider, [oldRegistered, grade])
        .when({ type: 'DeleteGrade', schoolId: 's1', gradeId: 'g1', classCount: 0 })
        .then([{ type: 'GradeDeleted', data: gradeFact }]);
    });
    it('refuses a grade with classes, and an unknown one', () => {
      given(schoolDecider, [oldRegistered, grade])
        .when({ type: 'DeleteGrade', schoolId: 's1', gradeId: 'g1', classCount: 2 })
        .thenThrows('gradeNotEmpty');
      given(schoolDecider, [oldRegistered])
        .when({ type: 'DeleteGrade', schoolId: 's1', gradeId: 'g1', classCount: 0 })
        .thenThrows('notFound');
    });
  });
});
