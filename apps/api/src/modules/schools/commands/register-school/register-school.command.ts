import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class RegisterSchoolCommand extends Command<void> {
  constructor(
    readonly payload: { schoolId: string; name: string; code: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
