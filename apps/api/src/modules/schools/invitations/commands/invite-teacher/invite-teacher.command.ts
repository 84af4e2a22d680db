import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';
import type { InvitationsSent } from '../invite-students-by-email/invite-students-by-email.command.js';

export class InviteTeacherCommand extends Command<InvitationsSent> {
  constructor(
    readonly payload: {
      principal: SessionPrincipal;
      email: string;
      firstName: string;
      lastName: string;
      /** Origin of the link in the mail. */
      origin: string;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
