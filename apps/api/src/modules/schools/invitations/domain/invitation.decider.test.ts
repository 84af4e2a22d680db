import { describe, it } from 'vitest';
import { given } from '../../../../../test/given-when-then.js';
import { invitationDecider, type InvitationCommand } from './invitation.decider.js';
import type { InvitationEvent } from './invitation.events.js';

const now = new Date('2026-03-02T09:00:00.000Z');
const expiresAt = '2026-03-16T09:00:00.000Z';

const studentInvited: InvitationEvent = {
  type: 'StudentInvitedByEmail',
  data: { invitationId: 'i1', schoolId: 's1', classId: 'c1', expiresAt },
};
const teacherInvited: InvitationEvent = {
  type: 'TeacherInvited',
  data: { invitationId: 'i1', schoolId: 's1', expiresAt },
};

function buildAccept(
  overrides: Partial<Extract<InvitationCommand, { type: 'AcceptInvitation' }>> = {},
) {
  return {
    type: 'AcceptInvitation',
    userId: 'u1',
    role: 'student',
    emailMatches: true,
    userSchoolId: null,
    now,
    ...overrides,
  } as const satisfies InvitationCommand;
}

describe('invitationDecider', () => {
  it('invites once per stream', () => {
    const invite = {
      type: 'InviteStudent',
      invitationId: 'i1',
      schoolId: 's1',
      classId: 'c1',
      expiresAt,
    } as const;
    given(invitationDecider, []).when(invite).then([studentInvited]);
    given(invitationDecider, [studentInvited]).when(invite).thenThrows('concurrencyConflict');
    given(invitationDecider, [])
      .when({ type: 'InviteTeacher', invitationId: 'i1', schoolId: 's1', expiresAt })
      .then([teacherInvited]);
  });

  describe('AcceptInvitation', () => {
    const accepted: InvitationEvent = {
      type: 'InvitationAccepted',
      data: { invitationId: 'i1', userId: 'u1' },
    };

    it('accepts a student invitation for the invited student', () => {
      given(invitationDecider, [studentInvited]).when(buildAccept()).then([accepted]);
    });

    it('makes a teacher without a school join the school', () => {
      given(invitationDecider, [teacherInvited])
        .when(buildAccept({ role: 'teacher' }))
        .then([
          accepted,
          {
            type: 'TeacherJoinedSchool',
            data: { schoolId: 's1', teacherId: 'u1', invitationId: 'i1' },
          },
        ]);
      given(invitationDecider, [teacherInvited])
        .when(buildAccept({ role: 'teacher', userSchoolId: 's1' }))
        .then([accepted]);
    });

    it.each([
      [
        'used',
        [
          studentInvited,
          { type: 'InvitationAccepted', data: { invitationId: 'i1', userId: 'u0' } },
        ],
        buildAccept(),
      ],
      ['past its end', [studentInvited], buildAccept({ now: new Date(expiresAt) })],
      ['unknown', [], buildAccept()],
    ] as const)('refuses an invitation %s with linkExpired', (_case, history, command) => {
      given(invitationDecider, [...history] as InvitationEvent[])
        .when(command)
        .thenThrows('linkExpired');
    });

    it('refuses the wrong role, then another e-mail, then another school', () => {
      given(invitationDecider, [studentInvited])
        .when(buildAccept({ role: 'teacher', emailMatches: false }))
        .thenThrows('invitationWrongRole');
      given(invitationDecider, [teacherInvited])
        .when(buildAccept({ role: 'manager' }))
        .thenThrows('invitationWrongRole');
      given(invitationDecider, [studentInvited])
        .when(buildAccept({ emailMatches: false }))
        .thenThrows('invitationOtherEmail');
      given(invitationDecider, [teacherInvited])
        .when(buildAccept({ role: 'teacher', userSchoolId: 's2' }))
        .thenThrows('otherSchool');
    });
  });
});
