import type { ClassRow } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

export class UpdateClassCommand extends Command<ClassRow> {
  constructor(
    readonly payload: {
      classId: string;
      gradeId: string;
      name: string;
      code: string;
      level: number;
      description: string;
    },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal,
  ) {
    super();
  }
}
