import type { Role } from '@atelier/contracts';
import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { UserRegistered } from './account.events.js';

export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  role: Role;
  schoolId: string | null;
};

export interface AccountState {
  registered: boolean;
}

/** E-mail uniqueness is a set rule across accounts: the users read model's unique index holds it. */
export const accountDecider: Decider<AccountState, RegisterUser, UserRegistered> = {
  initialState: { registered: false },

  evolve(_state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { registered: true };
      default: {
        const unreachable: never = event.type;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    if (state.registered) throw new DomainError('emailRegistered');
    if (command.role === 'manager' && command.schoolId === null) {
      throw new DomainError('validationFailed');
    }
    return [
      {
        type: 'UserRegistered',
        data: { userId: command.userId, role: command.role, schoolId: command.schoolId },
      },
    ];
  },
};
