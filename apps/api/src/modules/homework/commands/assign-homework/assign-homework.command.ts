import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { AssignmentInfo } from '../../domain/attempt.decider.js';

export class AssignHomeworkCommand extends Command<void> {
  constructor(
    readonly payload: AssignmentInfo,
    readonly context: CommandContext,
  ) {
    super();
  }
}
