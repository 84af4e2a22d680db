import { describe, expect, it } from 'vitest';
import {
  classActionsFor,
  classDeletable,
  gradeActionFor,
  memberActionsFor,
  rightsOf,
  viewerOf,
} from './admin-rights';

describe('viewerOf', () => {
  it('tells a manager, a school teacher and a private teacher apart', () => {
    expect(viewerOf('manager', 'school')).toBe('manager');
    expect(viewerOf('teacher', 'school')).toBe('school-teacher');
    expect(viewerOf('teacher', 'private')).toBe('private-teacher');
    expect(viewerOf('student', 'school')).toBeNull();
  });
});

describe('rightsOf', () => {
  it('gives a manager every administration right but the bonus', () => {
    expect(rightsOf('manager')).toEqual({
      manageGrades: true,
      manageClasses: true,
      assignTeachers: true,
      seeTeachers: true,
      seeAllStudents: true,
      moveStudents: true,
      changeMembers: true,
      inviteStudents: true,
      showBonus: false,
    });
  });

  it('lets a school teacher only look after the students of their classes', () => {
    expect(rightsOf('school-teacher')).toEqual({
      manageGrades: false,
      manageClasses: false,
      assignTeachers: false,
      seeTeachers: false,
      seeAllStudents: false,
      moveStudents: false,
      changeMembers: true,
      inviteStudents: true,
      showBonus: false,
    });
  });

  it('lets a private teacher manage their own grades, classes and students, without teachers', () => {
    expect(rightsOf('private-teacher')).toEqual({
      manageGrades: true,
      manageClasses: true,
      assignTeachers: false,
      seeTeachers: false,
      seeAllStudents: true,
      moveStudents: true,
      changeMembers: true,
      inviteStudents: true,
      showBonus: true,
    });
  });
});

describe('classActionsFor', () => {
  it('offers what the class machine allows in each status', () => {
    expect(classActionsFor('in-use')).toEqual(['suspend', 'disable']);
    expect(classActionsFor('suspended')).toEqual(['activate', 'disable']);
    expect(classActionsFor('terminated')).toEqual(['enable']);
  });
});

describe('classDeletable', () => {
  it('allows deleting only an empty class, in any status', () => {
    expect(classDeletable('in-use', 0)).toBe(true);
    expect(classDeletable('terminated', 0)).toBe(true);
    expect(classDeletable('suspended', 0)).toBe(true);
    expect(classDeletable('in-use', 1)).toBe(false);
    expect(classDeletable('terminated', 12)).toBe(false);
  });
});

describe('gradeActionFor', () => {
  it('disables a grade in use and enables a disabled one', () => {
    expect(gradeActionFor('in-use')).toBe('disable');
    expect(gradeActionFor('terminated')).toBe('enable');
  });
});

describe('memberActionsFor', () => {
  it('offers suspend to an active student, activate to a suspended one, nothing to a removed one', () => {
    expect(memberActionsFor('active')).toEqual(['suspend', 'move', 'remove']);
    expect(memberActionsFor('suspended')).toEqual(['activate', 'move', 'remove']);
    expect(memberActionsFor('removed')).toEqual([]);
  });
});
