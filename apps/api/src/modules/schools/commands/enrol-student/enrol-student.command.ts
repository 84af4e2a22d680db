import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class EnrolStudentCommand extends Command<void> {
  constructor(
    readonly payload: { classId: string; studentId: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
