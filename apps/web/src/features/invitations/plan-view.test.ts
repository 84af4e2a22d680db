import type { PlanView } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { planCardView } from './plan-view';

const NOW = new Date('2026-03-10T09:00:00.000Z');

function buildPlan(overrides: Partial<PlanView> = {}): PlanView {
  return {
    state: 'trial',
    expiresAt: '2026-04-01T00:00:00.000Z',
    active: true,
    canRenew: true,
    renewBlockedReason: null,
    school: null,
    bonus: null,
    ...overrides,
  };
}

const maple = { name: 'Maple Grove', kind: 'school' as const, accessUntil: '2027-01-01T00:00:00Z' };

describe('planCardView', () => {
  it('a trial runs until its date and may be renewed', () => {
    const sut = planCardView(buildPlan(), NOW);
    expect(sut).toMatchObject({
      title: { id: 'invitations.plan.trialUntil', values: { date: '2026-04-01T00:00:00.000Z' } },
      status: { id: 'invitations.plan.activeUntil' },
      active: true,
      schoolNoAccess: false,
      renew: { enabled: true },
      bonus: null,
    });
  });

  it('an ended subscription says when it ended', () => {
    const sut = planCardView(
      buildPlan({ state: 'subscriber', active: false, expiresAt: '2026-03-01T00:00:00.000Z' }),
      NOW,
    );
    expect(sut.title.id).toBe('invitations.plan.subscriber');
    expect(sut.status).toEqual({
      id: 'invitations.plan.endedOn',
      values: { date: '2026-03-01T00:00:00.000Z' },
    });
  });

  it('a school teacher follows the school’s plan and cannot renew while it is valid', () => {
    const sut = planCardView(
      buildPlan({
        state: 'school-teacher',
        expiresAt: maple.accessUntil,
        canRenew: false,
        renewBlockedReason: 'school-plan-valid',
        school: maple,
      }),
      NOW,
    );
    expect(sut).toMatchObject({
      title: { id: 'invitations.plan.schoolTeacher', values: { school: 'Maple Grove' } },
      schoolNoAccess: false,
      renew: { enabled: false, reason: 'invitations.plan.renewBlocked.schoolPlanValid' },
    });
  });

  it('a school member whose school’s access has ended is told to contact a sales agent', () => {
    const ended = { ...maple, accessUntil: '2026-02-01T00:00:00.000Z' };
    expect(planCardView(buildPlan({ state: null, school: ended }), NOW).schoolNoAccess).toBe(true);
    expect(
      planCardView(buildPlan({ state: 'school-teacher', active: false, school: ended }), NOW)
        .schoolNoAccess,
    ).toBe(true);
    expect(
      planCardView(buildPlan({ state: 'school-teacher', school: maple }), NOW).schoolNoAccess,
    ).toBe(false);
    expect(planCardView(buildPlan({ state: null, school: maple }), NOW).schoolNoAccess).toBe(false);
  });

  it('a private workspace is never a school without access', () => {
    const workspace = { name: 'Li’s classes', kind: 'private' as const, accessUntil: '2020-01-01' };
    expect(planCardView(buildPlan({ school: workspace }), NOW).schoolNoAccess).toBe(false);
  });

  it('a manager cannot renew the school’s plan themselves', () => {
    const sut = planCardView(
      buildPlan({ state: null, canRenew: false, renewBlockedReason: 'manager', school: maple }),
      NOW,
    );
    expect(sut.title).toEqual({
      id: 'invitations.plan.schoolMember',
      values: { school: 'Maple Grove' },
    });
    expect(sut.renew).toEqual({ enabled: false, reason: 'invitations.plan.renewBlocked.manager' });
  });

  it('a private teacher sees the teacher-access bonus and its use, in the trial too', () => {
    const bonus = { teachers: 1, maxStudents: 6, students: 2 };
    const sut = planCardView(buildPlan({ state: 'private-teacher', bonus }), NOW);
    expect(sut.title.id).toBe('invitations.plan.privateTeacher');
    expect(sut.bonus).toEqual(bonus);
    expect(planCardView(buildPlan({ state: 'trial', bonus }), NOW).bonus).toEqual(bonus);
    expect(planCardView(buildPlan({ state: 'subscriber' }), NOW).bonus).toBeNull();
  });
});
