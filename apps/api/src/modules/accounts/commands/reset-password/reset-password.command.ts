import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly payload: { email: string; code: string; password: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
