import type { InviteLinkView } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

/**
 * For the demo seed and tests: creates a class's invite link (if it has none) and switches it on
 * at `switchedOnAt`, so it works until SCHOOL_ADMIN_LIMITS.inviteLinkValidDays after that. A
 * `switchedOnAt` more than that many days ago gives a link whose end date has passed: it is
 * expired as soon as anyone looks (the look records InviteLinkExpired).
 */
export class SeedInviteLinkCommand extends Command<InviteLinkView> {
  constructor(
    readonly payload: { schoolId: string; classId: string; switchedOnAt: Date },
    readonly context: CommandContext,
  ) {
    super();
  }
}
