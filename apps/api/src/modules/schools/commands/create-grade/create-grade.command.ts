import type { GradeKey } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class CreateGradeCommand extends Command<void> {
  constructor(
    readonly payload: { schoolId: string; gradeId: string; gradeKey: GradeKey },
    readonly context: CommandContext,
  ) {
    super();
  }
}
