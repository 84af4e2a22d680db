import type { StudentStatusAction } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class ChangeStudentStatusCommand extends Command<void> {
  constructor(
    readonly payload: { studentId: string; classId: string; action: StudentStatusAction },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal,
  ) {
    super();
  }
}
