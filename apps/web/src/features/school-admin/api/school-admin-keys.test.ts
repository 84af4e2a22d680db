import { describe, expect, it } from 'vitest';
import { keysToInvalidate, schoolAdminKeys } from './school-admin-keys';

const tenant = 'u-manager-1';

describe('schoolAdminKeys', () => {
  it('starts every key with the tenant, so two users never share an answer', () => {
    expect(schoolAdminKeys.classes('u-a')).not.toEqual(schoolAdminKeys.classes('u-b'));
    expect(schoolAdminKeys.classDetail(tenant, 'c1').slice(0, 2)).toEqual(['school-admin', tenant]);
  });
});

describe('keysToInvalidate', () => {
  it('a grade change refreshes the grades, the classes (their grade) and the counts', () => {
    expect(keysToInvalidate(tenant, { kind: 'grade' })).toEqual([
      schoolAdminKeys.grades(tenant),
      schoolAdminKeys.classes(tenant),
      schoolAdminKeys.overview(tenant),
    ]);
  });

  it('a class change refreshes its detail and every list that shows classes', () => {
    const keys = keysToInvalidate(tenant, { kind: 'class', classId: 'c1' });
    expect(keys).toContainEqual(schoolAdminKeys.classDetail(tenant, 'c1'));
    expect(keys).toContainEqual(schoolAdminKeys.classes(tenant));
    expect(keys).toContainEqual(schoolAdminKeys.grades(tenant));
    expect(keys).toContainEqual(schoolAdminKeys.teachers(tenant));
    expect(keys).toContainEqual(schoolAdminKeys.students(tenant));
    // A new class: no detail key yet, the prefix of all details instead.
    expect(keysToInvalidate(tenant, { kind: 'class' })).toContainEqual(
      schoolAdminKeys.classDetails(tenant),
    );
  });

  it('a move refreshes both classes, the student, the counts and the bonus use', () => {
    const keys = keysToInvalidate(tenant, {
      kind: 'student-left',
      studentId: 's1',
      classIds: ['c1', 'c2'],
    });
    expect(keys).toContainEqual(schoolAdminKeys.classDetail(tenant, 'c1'));
    expect(keys).toContainEqual(schoolAdminKeys.classDetail(tenant, 'c2'));
    expect(keys).toContainEqual(schoolAdminKeys.studentProfile(tenant, 's1'));
    expect(keys).toContainEqual(schoolAdminKeys.overview(tenant));
    expect(keys).toContainEqual(schoolAdminKeys.plan(tenant));
  });

  it('a status change of a student refreshes the class, the list and the profile only', () => {
    expect(
      keysToInvalidate(tenant, { kind: 'student-status', studentId: 's1', classId: 'c1' }),
    ).toEqual([
      schoolAdminKeys.classDetail(tenant, 'c1'),
      schoolAdminKeys.students(tenant),
      schoolAdminKeys.studentProfile(tenant, 's1'),
    ]);
  });
});
