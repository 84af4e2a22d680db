import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class CreateClassCommand extends Command<void> {
  constructor(
    readonly payload: {
      schoolId: string;
      gradeId: string;
      classId: string;
      name: string;
      code: string;
      level: number;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
