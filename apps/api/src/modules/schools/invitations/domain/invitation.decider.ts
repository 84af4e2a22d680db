import type { Role } from '@atelier/contracts';
import type { Decider } from '../../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import type { InvitationEvent } from './invitation.events.js';

export type InvitationCommand =
  | {
      type: 'InviteStudent';
      invitationId: string;
      schoolId: string;
      classId: string;
      expiresAt: string;
    }
  | { type: 'InviteTeacher'; invitationId: string; schoolId: string; expiresAt: string }
  | {
      type: 'AcceptInvitation';
      userId: string;
      role: Role;
      /** Whether the account's e-mail is the invited one (the e-mail is not in the events). */
      emailMatches: boolean;
      /** The school the account belongs to now; null for none (or a private workspace). */
      userSchoolId: string | null;
      now: Date;
    };

export interface InvitationState {
  invitation: {
    invitationId: string;
    kind: 'student' | 'teacher';
    schoolId: string;
    classId: string | null;
    expiresAt: string;
  } | null;
  acceptedBy: string | null;
}

/**
 * An e-mailed invitation, student (to a class) or teacher (to a school): usable once, until it
 * expires. Every refusal of an unusable invitation is `linkExpired` (the page says "link
 * expired"); then the role, the e-mail and the school are checked, in that order.
 */
export const invitationDecider: Decider<InvitationState, InvitationCommand, InvitationEvent> = {
  initialState: { invitation: null, acceptedBy: null },

  evolve(state, event) {
    switch (event.type) {
      case 'StudentInvitedByEmail': {
        const { invitationId, schoolId, classId, expiresAt } = event.data;
        return {
          ...state,
          invitation: { invitationId, kind: 'student', schoolId, classId, expiresAt },
        };
      }
      case 'TeacherInvited': {
        const { invitationId, schoolId, expiresAt } = event.data;
        return {
          ...state,
          invitation: { invitationId, kind: 'teacher', schoolId, classId: null, expiresAt },
        };
      }
      case 'InvitationAccepted':
        return { ...state, acceptedBy: event.data.userId };
      case 'TeacherJoinedSchool':
        return state;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'InviteStudent': {
        if (state.invitation) throw new DomainError('concurrencyConflict');
        const { invitationId, schoolId, classId, expiresAt } = command;
        return [
          {
            type: 'StudentInvitedByEmail',
            data: { invitationId, schoolId, classId, expiresAt },
          },
        ];
      }
      case 'InviteTeacher': {
        if (state.invitation) throw new DomainError('concurrencyConflict');
        const { invitationId, schoolId, expiresAt } = command;
        return [{ type: 'TeacherInvited', data: { invitationId, schoolId, expiresAt } }];
      }
      case 'AcceptInvitation': {
        const { invitation } = state;
        if (
          !invitation ||
          state.acceptedBy !== null ||
          Date.parse(invitation.expiresAt) <= command.now.getTime()
        ) {
          throw new DomainError('linkExpired');
        }
        if (command.role !== invitation.kind) throw new DomainError('invitationWrongRole');
        if (!command.emailMatches) throw new DomainError('invitationOtherEmail');
        const { invitationId } = invitation;
        const accepted: InvitationEvent = {
          type: 'InvitationAccepted',
          data: { invitationId, userId: command.userId },
        };
        if (invitation.kind === 'student') return [accepted];
        if (command.userSchoolId === invitation.schoolId) return [accepted];
        if (command.userSchoolId !== null) throw new DomainError('otherSchool');
        return [
          accepted,
          {
            type: 'TeacherJoinedSchool',
            data: { schoolId: invitation.schoolId, teacherId: command.userId, invitationId },
          },
        ];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
