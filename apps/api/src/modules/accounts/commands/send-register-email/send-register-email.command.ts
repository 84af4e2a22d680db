import type { CodeSent, Role } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class SendRegisterEmailCommand extends Command<CodeSent> {
  constructor(
    readonly payload: { email: string; role: Role; address: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
