import type { ClassRow, ClassStatusAction } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class ChangeClassStatusCommand extends Command<ClassRow> {
  constructor(
    readonly payload: { classId: string; action: ClassStatusAction },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal,
  ) {
    super();
  }
}
