import { TEACHER_ACCESS_BONUS } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddPrivateStudents,
  isSchoolMember,
  planRules,
  privateTeacherStudentLimit,
  type PlanRules,
  type PlanRulesInput,
} from './plan-rules.js';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const FUTURE = '2025-09-01T00:00:00.000Z';
const PAST = '2025-05-01T00:00:00.000Z';

const school = (accessUntil: string | null): PlanRulesInput['school'] => ({
  kind: 'school',
  accessUntil,
});
const workspace: PlanRulesInput['school'] = { kind: 'private', accessUntil: null };

const renewable = (active: boolean): PlanRules => ({
  active,
  canRenew: true,
  renewBlockedReason: null,
});
const blocked = (active: boolean, reason: 'manager' | 'school-plan-valid'): PlanRules => ({
  active,
  canRenew: false,
  renewBlockedReason: reason,
});

describe('planRules (spec sections 4 and 6)', () => {
  it.each<[string, PlanRulesInput, PlanRules]>([
    // a manager never renews personally
    [
      'manager of a school with access',
      { role: 'manager', plan: null, planExpiresAt: null, school: school(FUTURE) },
      blocked(true, 'manager'),
    ],
    [
      'manager of a school whose access ended',
      { role: 'manager', plan: null, planExpiresAt: null, school: school(PAST) },
      blocked(false, 'manager'),
    ],
    [
      'manager of a school with no end date',
      { role: 'manager', plan: null, planExpiresAt: null, school: school(null) },
      blocked(true, 'manager'),
    ],
    [
      'manager without a school',
      { role: 'manager', plan: null, planExpiresAt: null, school: null },
      blocked(false, 'manager'),
    ],
    // a school teacher cannot renew while the school's plan is valid
    [
      'school teacher, school access valid',
      { role: 'teacher', plan: 'school-teacher', planExpiresAt: null, school: school(FUTURE) },
      blocked(true, 'school-plan-valid'),
    ],
    [
      'school teacher, school access without end',
      { role: 'teacher', plan: 'school-teacher', planExpiresAt: null, school: school(null) },
      blocked(true, 'school-plan-valid'),
    ],
    [
      'school teacher, school access ended: may renew',
      { role: 'teacher', plan: 'school-teacher', planExpiresAt: null, school: school(PAST) },
      renewable(false),
    ],
    [
      'school teacher, school access ends exactly now: ended',
      {
        role: 'teacher',
        plan: 'school-teacher',
        planExpiresAt: null,
        school: school(NOW.toISOString()),
      },
      renewable(false),
    ],
    [
      'school teacher whose own plan date is later than the school access: follows the school',
      { role: 'teacher', plan: 'school-teacher', planExpiresAt: FUTURE, school: school(PAST) },
      renewable(false),
    ],
    [
      'school-teacher plan without a school row',
      { role: 'teacher', plan: 'school-teacher', planExpiresAt: FUTURE, school: null },
      renewable(false),
    ],
    [
      'teacher in a school still labelled trial',
      { role: 'teacher', plan: 'trial', planExpiresAt: PAST, school: school(FUTURE) },
      blocked(true, 'school-plan-valid'),
    ],
    // students of a school follow the school
    [
      'student of a school with access',
      { role: 'student', plan: null, planExpiresAt: null, school: school(FUTURE) },
      blocked(true, 'school-plan-valid'),
    ],
    [
      'student of a school whose access ended',
      { role: 'student', plan: null, planExpiresAt: null, school: school(PAST) },
      renewable(false),
    ],
    [
      'student of a school whose access ended, with a subscription of their own',
      { role: 'student', plan: 'subscriber', planExpiresAt: FUTURE, school: school(PAST) },
      renewable(true),
    ],
    // individual plans renew
    [
      'trial running',
      { role: 'student', plan: 'trial', planExpiresAt: FUTURE, school: null },
      renewable(true),
    ],
    [
      'trial ended',
      { role: 'student', plan: 'trial', planExpiresAt: PAST, school: null },
      renewable(false),
    ],
    [
      'subscriber without end date',
      { role: 'student', plan: 'subscriber', planExpiresAt: null, school: null },
      renewable(true),
    ],
    [
      'subscriber ended',
      { role: 'teacher', plan: 'subscriber', planExpiresAt: PAST, school: null },
      renewable(false),
    ],
    [
      'private teacher running, in their own workspace',
      { role: 'teacher', plan: 'private-teacher', planExpiresAt: FUTURE, school: workspace },
      renewable(true),
    ],
    [
      'private teacher ended',
      { role: 'teacher', plan: 'private-teacher', planExpiresAt: PAST, school: workspace },
      renewable(false),
    ],
    [
      "student of a private teacher's workspace with a trial",
      { role: 'student', plan: 'trial', planExpiresAt: FUTURE, school: workspace },
      renewable(true),
    ],
    [
      'no plan at all',
      { role: 'student', plan: null, planExpiresAt: null, school: null },
      renewable(false),
    ],
    [
      'an unreadable end date counts as ended',
      { role: 'student', plan: 'subscriber', planExpiresAt: 'soon', school: null },
      renewable(false),
    ],
  ])('%s', (_, input, expected) => {
    expect(planRules(input, NOW)).toEqual(expected);
  });

  it('a school teacher becomes renewable the moment the school access ends', () => {
    const input: PlanRulesInput = {
      role: 'teacher',
      plan: 'school-teacher',
      planExpiresAt: null,
      school: school(FUTURE),
    };
    expect(planRules(input, new Date(Date.parse(FUTURE) - 1)).canRenew).toBe(false);
    expect(planRules(input, new Date(FUTURE)).canRenew).toBe(true);
  });

  it('school members: school teachers and members of a school, not private workspaces', () => {
    expect(isSchoolMember({ plan: 'school-teacher', school: null })).toBe(true);
    expect(isSchoolMember({ plan: null, school: school(null) })).toBe(true);
    expect(isSchoolMember({ plan: 'private-teacher', school: workspace })).toBe(false);
    expect(isSchoolMember({ plan: 'trial', school: null })).toBe(false);
  });
});

describe('private teacher bonus (spec section 9)', () => {
  it('is the teacher-access bonus: up to 6 students', () => {
    expect(privateTeacherStudentLimit).toBe(TEACHER_ACCESS_BONUS.maxStudents);
    expect(privateTeacherStudentLimit).toBe(6);
  });

  it.each<[number, number, boolean]>([
    [0, 0, true],
    [0, 6, true],
    [0, 7, false],
    [5, 1, true],
    [5, 2, false],
    [6, 0, true],
    [6, 1, false],
    [7, 0, false],
    [-1, 1, false],
    [0, -1, false],
    [1.5, 1, false],
  ])('canAddPrivateStudents(%i, %i) is %s', (current, adding, expected) => {
    expect(canAddPrivateStudents(current, adding)).toBe(expected);
  });
});
