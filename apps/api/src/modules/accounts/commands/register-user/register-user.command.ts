import type { Role } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class RegisterUserCommand extends Command<void> {
  constructor(
    readonly payload: {
      userId: string;
      role: Role;
      schoolId: string | null;
      email: string;
      firstName: string;
      lastName: string;
      password: string;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
