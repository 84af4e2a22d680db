import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class SubmitHomeworkCommand extends Command<void> {
  constructor(
    readonly payload: { homeworkId: string; studentId: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
