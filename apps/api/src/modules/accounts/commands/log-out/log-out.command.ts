import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class LogOutCommand extends Command<void> {
  constructor(
    readonly payload: { userId: string; sessionId: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
