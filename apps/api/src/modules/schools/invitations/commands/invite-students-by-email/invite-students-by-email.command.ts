import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';

export interface InvitationsSent {
  sent: number;
}

export class InviteStudentsByEmailCommand extends Command<InvitationsSent> {
  constructor(
    readonly payload: {
      principal: SessionPrincipal;
      classId: string;
      /** Trimmed, lower-cased, without duplicates (the contracts' schema). */
      emails: string[];
      /** Origin of the links in the mails. */
      origin: string;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
