import type { ClassDetail } from '@atelier/contracts';

export type ClassInvitations = Pick<ClassDetail, 'inviteLink' | 'pendingInvitations'>;

/**
 * What the class detail shows of a class's invitations (its invite link and the e-mail
 * invitations not yet accepted); the invitations part of the module provides it.
 */
export abstract class ClassInvitationsReader {
  abstract forClass(classId: string, now: Date): Promise<ClassInvitations>;
}
