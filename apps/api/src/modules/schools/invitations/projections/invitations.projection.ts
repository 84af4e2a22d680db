import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../../infrastructure/event-store/event.js';
import type { InvitationEvent, InviteLinkEvent } from '../domain/invitation.events.js';

/** Keeps `class_invite_links` (one current link per class) in the command's transaction. */
export async function projectInviteLinkEvents(
  manager: EntityManager,
  events: readonly StoredEvent<InviteLinkEvent>[],
): Promise<void> {
  for (const event of events) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'InviteLinkCreated': {
        const { classId, schoolId, linkId } = event.data;
        // A regeneration replaces the class's link: the old link id is no longer found.
        await manager.query(
          `INSERT INTO class_invite_links
             (class_id, school_id, link_id, state, expires_at, created_at, updated_at)
           VALUES (?, ?, ?, 'not-activated', NULL, ?, ?)
           ON CONFLICT (class_id) DO UPDATE SET
             link_id = excluded.link_id, state = 'not-activated', expires_at = NULL,
             created_at = excluded.created_at, updated_at = excluded.updated_at`,
          [classId, schoolId, linkId, at, at],
        );
        break;
      }
      case 'InviteLinkSwitchedOn':
        await manager.query(
          `UPDATE class_invite_links SET state = 'activated', expires_at = ?, updated_at = ?
            WHERE link_id = ?`,
          [event.data.expiresAt, at, event.data.linkId],
        );
        break;
      case 'InviteLinkSwitchedOff':
        await manager.query(
          `UPDATE class_invite_links SET state = 'switched-off', updated_at = ? WHERE link_id = ?`,
          [at, event.data.linkId],
        );
        break;
      case 'InviteLinkExpired':
        await manager.query(
          `UPDATE class_invite_links SET state = 'expired', updated_at = ? WHERE link_id = ?`,
          [at, event.data.linkId],
        );
        break;
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled invite link event ${JSON.stringify(unreachable)}`);
      }
    }
  }
}

/** What the invitation events leave out on purpose and the read model needs. */
export interface InvitationProjectionDetails {
  /** StudentInvitedByEmail, TeacherInvited: the address, the names and the token's hash. */
  newInvitation?: {
    email: string;
    firstName: string;
    lastName: string;
    tokenHash: string;
    invitedBy: string;
  };
}

/**
 * Keeps `invitations` in the command's transaction; a teacher joining a school also changes the
 * `users` read model (school, plan `school-teacher` without an end date).
 */
export async function projectInvitationEvents(
  manager: EntityManager,
  events: readonly StoredEvent<InvitationEvent>[],
  details: InvitationProjectionDetails = {},
): Promise<void> {
  for (const event of events) {
    const at = event.occurredAt;
    switch (event.type) {
      case 'StudentInvitedByEmail':
      case 'TeacherInvited': {
        const invitation = details.newInvitation;
        if (!invitation) throw new Error(`${event.type} projected without the invitation`);
        const student = event.type === 'StudentInvitedByEmail';
        await manager.query(
          `INSERT INTO invitations (id, kind, email, first_name, last_name, school_id, class_id,
                                    invited_by, token_hash, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            event.data.invitationId,
            student ? 'student' : 'teacher',
            invitation.email,
            invitation.firstName,
            invitation.lastName,
            event.data.schoolId,
            student ? event.data.classId : null,
            invitation.invitedBy,
            invitation.tokenHash,
            at,
            event.data.expiresAt,
          ],
        );
        break;
      }
      case 'InvitationAccepted':
        await manager.query(
          `UPDATE invitations SET accepted_at = ?, accepted_by = ? WHERE id = ?`,
          [at, event.data.userId, event.data.invitationId],
        );
        break;
      case 'TeacherJoinedSchool':
        await manager.query(
          `UPDATE users SET school_id = ?, plan = 'school-teacher', plan_expires_at = NULL
            WHERE id = ? AND role = 'teacher'`,
          [event.data.schoolId, event.data.teacherId],
        );
        break;
      default: {
        const unreachable: never = event;
        throw new Error(`Unhandled invitation event ${JSON.stringify(unreachable)}`);
      }
    }
  }
}
