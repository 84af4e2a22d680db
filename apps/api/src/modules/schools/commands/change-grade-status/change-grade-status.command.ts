import type { GradeRow, GradeStatusAction } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class ChangeGradeStatusCommand extends Command<GradeRow> {
  constructor(
    readonly payload: { gradeId: string; action: GradeStatusAction },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal,
  ) {
    super();
  }
}
