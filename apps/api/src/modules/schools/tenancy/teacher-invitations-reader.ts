import type { TeachersAnswer } from '@atelier/contracts';

/**
 * The teacher invitations of a school not yet accepted, for the teachers list; the invitations
 * part of the module provides it.
 */
export abstract class TeacherInvitationsReader {
  abstract pendingForSchool(schoolId: string, now: Date): Promise<TeachersAnswer['pending']>;
}
