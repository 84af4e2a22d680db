import type { CodeSent } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class SendPasswordResetEmailCommand extends Command<CodeSent> {
  constructor(
    readonly payload: { email: string; address: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
