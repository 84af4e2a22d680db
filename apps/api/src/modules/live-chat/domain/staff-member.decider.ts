import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import type { DomainEvent } from '../../../infrastructure/event-store/event.js';

/** A user became a member of the support team (the inbox). The user's id only. */
export type StaffMemberAppointed = DomainEvent<'StaffMemberAppointed', { userId: string }>;
export type StaffMemberEvent = StaffMemberAppointed;

export type AppointStaffMember = { type: 'AppointStaffMember'; userId: string };

/** One stream per staff member (`staff-<userId>`); appointing twice changes nothing. */
export const staffMemberDecider: Decider<
  { appointed: boolean },
  AppointStaffMember,
  StaffMemberEvent
> = {
  initialState: { appointed: false },
  evolve(state, event) {
    switch (event.type) {
      case 'StaffMemberAppointed':
        return { appointed: true };
      default: {
        const unknown: never = event.type;
        return unknown;
      }
    }
  },
  decide(command, state) {
    if (state.appointed) return [];
    return [{ type: 'StaffMemberAppointed', data: { userId: command.userId } }];
  },
};

export function staffMemberStream(userId: string): { streamId: string; streamType: string } {
  return { streamId: `staff-${userId}`, streamType: 'staff-member' };
}
