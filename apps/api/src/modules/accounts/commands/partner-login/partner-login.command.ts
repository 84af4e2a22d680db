import type { SessionGrant } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class PartnerLogInCommand extends Command<SessionGrant> {
  constructor(
    readonly payload: { assertion: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
