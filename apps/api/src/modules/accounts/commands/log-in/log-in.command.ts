import type { Role, SessionGrant } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class LogInCommand extends Command<SessionGrant> {
  constructor(
    readonly payload: { identity: Role; email: string; password: string; address: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
