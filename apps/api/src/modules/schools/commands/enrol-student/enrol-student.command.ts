import type { JoinChannel } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

/** A student joins a class (the seed and tests); the rules are ClassMembership's. */
export class EnrolStudentCommand extends Command<void> {
  constructor(
    readonly payload: { classId: string; studentId: string; via?: JoinChannel },
    readonly context: CommandContext,
  ) {
    super();
  }
}
