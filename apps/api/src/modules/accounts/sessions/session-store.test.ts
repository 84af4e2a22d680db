import { describe, expect, it } from 'vitest';
import { accessEnd } from './session-store.js';

type Row = Parameters<typeof accessEnd>[0];

function buildRow(overrides: Partial<Row> = {}): Row {
  return {
    role: 'teacher',
    plan: 'school-teacher',
    plan_expires_at: null,
    school_kind: 'school',
    school_access_until: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe(accessEnd.name, () => {
  it("gives a school's teachers and managers the school's access", () => {
    expect(accessEnd(buildRow())).toEqual({
      planEndsAt: '2027-01-01T00:00:00.000Z',
      planSource: 'school',
    });
    expect(accessEnd(buildRow({ role: 'manager', plan: null }))).toEqual({
      planEndsAt: '2027-01-01T00:00:00.000Z',
      planSource: 'school',
    });
  });

  it('keeps a private teacher and a private workspace on their own plan', () => {
    const own = { plan: 'trial' as const, plan_expires_at: '2026-12-01T00:00:00.000Z' };
    expect(accessEnd(buildRow({ ...own, school_kind: null }))).toEqual({
      planEndsAt: '2026-12-01T00:00:00.000Z',
      planSource: 'personal',
    });
    expect(accessEnd(buildRow({ ...own, role: 'student', school_kind: 'private' }))).toEqual({
      planEndsAt: '2026-12-01T00:00:00.000Z',
      planSource: 'personal',
    });
  });

  it("lets a school's student keep the later of their plan and the school's access", () => {
    const student = { role: 'student' as const, plan: 'trial' as const };
    expect(
      accessEnd(buildRow({ ...student, plan_expires_at: '2026-12-01T00:00:00.000Z' })),
    ).toEqual({ planEndsAt: '2027-01-01T00:00:00.000Z', planSource: 'school' });
    expect(
      accessEnd(buildRow({ ...student, plan_expires_at: '2027-06-01T00:00:00.000Z' })),
    ).toEqual({ planEndsAt: '2027-06-01T00:00:00.000Z', planSource: 'personal' });
    expect(accessEnd(buildRow({ ...student, plan: 'subscriber' })).planEndsAt).toBeNull();
  });
});
