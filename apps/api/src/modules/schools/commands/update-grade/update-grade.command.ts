import type { GradeRow } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class UpdateGradeCommand extends Command<GradeRow> {
  constructor(
    readonly payload: { gradeId: string; description: string },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal,
  ) {
    super();
  }
}
