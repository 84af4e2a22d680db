import { describe, expect, it } from 'vitest';
import { ACCESS_METADATA, Authenticated, Public, Roles, type Access } from './access.decorator.js';
import { decideAccess } from './access-policy.js';
import type { SessionPrincipal } from './session-principal.js';

const now = new Date('2026-11-22T12:00:00Z');

function buildPrincipal(overrides: Partial<SessionPrincipal> = {}): SessionPrincipal {
  return {
    sessionId: 's1',
    userId: 'u1',
    role: 'student',
    schoolId: null,
    planEndsAt: null,
    planSource: 'personal',
    grant: {
      user: {
        id: 'u1',
        email: 'a@b.test',
        firstName: 'A',
        lastName: 'B',
        avatar: null,
        role: 'student',
      },
      tokenName: 'x-atelier-token',
      tokenValue: 't',
      role: 'student',
    },
    ...overrides,
  };
}

describe(decideAccess.name, () => {
  const anyRole = { kind: 'session', roles: null, endedPlanAllowed: false } as const;

  it('lets anyone call a public method', () => {
    expect(decideAccess({ kind: 'public' }, null, now)).toBe('allow');
  });

  it('is unauthorized without a session', () => {
    expect(decideAccess(anyRole, null, now)).toBe('unauthorized');
  });

  it('forbids a role the method does not declare', () => {
    const teachers = {
      kind: 'session',
      roles: ['teacher', 'manager'],
      endedPlanAllowed: false,
    } as const;

    expect(decideAccess(teachers, buildPrincipal(), now)).toBe('forbidden');
    expect(decideAccess(teachers, buildPrincipal({ role: 'teacher' }), now)).toBe('allow');
  });

  it('refuses an ended plan unless the method allows it', () => {
    const ended = buildPrincipal({ planEndsAt: '2026-11-22T11:59:59Z' });
    const running = buildPrincipal({ planEndsAt: '2026-11-22T12:00:01Z' });

    expect(decideAccess(anyRole, ended, now)).toBe('planExpired');
    expect(decideAccess({ ...anyRole, endedPlanAllowed: true }, ended, now)).toBe('allow');
    expect(decideAccess(anyRole, running, now)).toBe('allow');
  });

  it('names the school when it is the school access that ended', () => {
    const ended = buildPrincipal({
      role: 'teacher',
      planEndsAt: '2026-11-22T11:59:59Z',
      planSource: 'school',
    });
    const running = buildPrincipal({
      role: 'teacher',
      planEndsAt: '2026-11-23T00:00:00Z',
      planSource: 'school',
    });

    expect(decideAccess(anyRole, ended, now)).toBe('schoolNoAccess');
    expect(decideAccess({ ...anyRole, endedPlanAllowed: true }, ended, now)).toBe('allow');
    expect(decideAccess(anyRole, running, now)).toBe('allow');
  });

  it('checks the role before the plan', () => {
    const staff = { kind: 'session', roles: ['manager'], endedPlanAllowed: false } as const;
    const ended = buildPrincipal({ planEndsAt: '2026-01-01T00:00:00Z', planSource: 'school' });

    expect(decideAccess(staff, ended, now)).toBe('forbidden');
  });
});

describe('access decorators', () => {
  class Declared {
    @Public()
    open(): void {}

    @Authenticated({ endedPlanAllowed: true })
    account(): void {}

    @Roles('teacher', 'manager')
    staffOnly(): void {}
  }
  const accessOf = (name: keyof Declared): Access =>
    Reflect.getMetadata(ACCESS_METADATA, Declared.prototype[name]) as Access;

  it('declare the access the guard decides on', () => {
    const ended = buildPrincipal({ planEndsAt: '2026-01-01T00:00:00Z' });

    expect(decideAccess(accessOf('open'), null, now)).toBe('allow');
    expect(decideAccess(accessOf('account'), ended, now)).toBe('allow');
    expect(decideAccess(accessOf('staffOnly'), buildPrincipal(), now)).toBe('forbidden');
    expect(decideAccess(accessOf('staffOnly'), buildPrincipal({ role: 'manager' }), now)).toBe(
      'allow',
    );
  });
});
