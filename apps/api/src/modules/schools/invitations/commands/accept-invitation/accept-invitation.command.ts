import type { AcceptInvitationAnswer } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';

export class AcceptInvitationCommand extends Command<AcceptInvitationAnswer> {
  constructor(
    readonly payload: { principal: SessionPrincipal; token: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
