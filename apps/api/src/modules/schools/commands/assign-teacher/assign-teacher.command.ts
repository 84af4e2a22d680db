import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class AssignTeacherCommand extends Command<void> {
  constructor(
    readonly payload: { classId: string; teacherId: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
