import type { DomainEvent } from '../../../../infrastructure/event-store/event.js';

/**
 * Events of invitations (issue 5). Ids only: the invited e-mail and names live in the
 * `invitations` read model, never in events (they must be erasable).
 */

// Class invite link, stream `class-invite-<classId>`: one current link per class.

/** A new link (the first, or a regeneration: the previous link's token stops working). */
export type InviteLinkCreated = DomainEvent<
  'InviteLinkCreated',
  { schoolId: string; classId: string; linkId: string }
>;
export type InviteLinkSwitchedOn = DomainEvent<
  'InviteLinkSwitchedOn',
  { linkId: string; expiresAt: string }
>;
export type InviteLinkSwitchedOff = DomainEvent<'InviteLinkSwitchedOff', { linkId: string }>;
/** Recorded once, when an activated link is first found past its expiry. */
export type InviteLinkExpired = DomainEvent<'InviteLinkExpired', { linkId: string }>;

export type InviteLinkEvent =
  InviteLinkCreated | InviteLinkSwitchedOn | InviteLinkSwitchedOff | InviteLinkExpired;

// E-mailed invitations, stream `invitation-<invitationId>`.

/** `expiresAt` travels in the event so that the decider can refuse a late acceptance by itself. */
export type StudentInvitedByEmail = DomainEvent<
  'StudentInvitedByEmail',
  { invitationId: string; schoolId: string; classId: string; expiresAt: string }
>;
export type TeacherInvited = DomainEvent<
  'TeacherInvited',
  { invitationId: string; schoolId: string; expiresAt: string }
>;
export type InvitationAccepted = DomainEvent<
  'InvitationAccepted',
  { invitationId: string; userId: string }
>;
/** The invited teacher now belongs to the school (plan `school-teacher`, no end date). */
export type TeacherJoinedSchool = DomainEvent<
  'TeacherJoinedSchool',
  { schoolId: string; teacherId: string; invitationId: string }
>;

export type InvitationEvent =
  StudentInvitedByEmail | TeacherInvited | InvitationAccepted | TeacherJoinedSchool;

export function inviteLinkStream(classId: string): { streamId: string; streamType: string } {
  return { streamId: `class-invite-${classId}`, streamType: 'class-invite' };
}

export function invitationStream(invitationId: string): { streamId: string; streamType: string } {
  return { streamId: `invitation-${invitationId}`, streamType: 'invitation' };
}
