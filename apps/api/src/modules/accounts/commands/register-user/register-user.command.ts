import type { PlanState, Role } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { LoginMethod } from '../../domain/account.events.js';
import type { ExternalIdentity } from '../../projections/users.projection.js';

interface RegistrationDetails {
  userId: string;
  firstName: string;
  lastName: string;
  /** Null for an account of an identity provider: it has no password until a reset sets one. */
  password: string | null;
  telephone?: string | null;
  /** The school a seed account belongs to. */
  schoolId?: string | null;
  /** A school code typed by a registering student: refused (`schoolCodeWrong`) when unknown. */
  schoolCode?: string;
  plan?: { state: PlanState; expiresAt: string | null };
  /** Log the new user in, in the same transaction; the result then carries the token. */
  openSession?: LoginMethod;
}

/** Registration with an e-mail verified by code: the ticket names the e-mail and the role. */
interface TicketRegistration extends RegistrationDetails {
  via: 'email';
  ticket: string;
}

/** Registration by the seed, an identity provider or a partner: they vouch for the e-mail. */
interface DirectRegistration extends RegistrationDetails {
  via: 'seed' | 'social' | 'partner';
  email: string;
  role: Role;
  identity?: ExternalIdentity;
}

export type RegisterUserPayload = TicketRegistration | DirectRegistration;

export interface RegisteredUser {
  userId: string;
  /** The session token when `openSession` was asked for. */
  sessionToken: string | null;
}

export class RegisterUserCommand extends Command<RegisteredUser> {
  constructor(
    readonly payload: RegisterUserPayload,
    readonly context: CommandContext,
  ) {
    super();
  }
}
