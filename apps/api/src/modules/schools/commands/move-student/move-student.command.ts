import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class MoveStudentCommand extends Command<void> {
  constructor(
    readonly payload: { studentId: string; toClassId: string },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal,
  ) {
    super();
  }
}
