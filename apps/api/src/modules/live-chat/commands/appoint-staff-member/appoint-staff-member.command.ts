import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

/** Makes a manager without a school a member of the support team (the demo seed, operators). */
export class AppointStaffMemberCommand extends Command<void> {
  constructor(
    readonly payload: { userId: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
