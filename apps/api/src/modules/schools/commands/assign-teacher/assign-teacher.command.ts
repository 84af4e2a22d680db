import type { ClassRow } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

/**
 * Makes a teacher of the school the class's teacher. From a caller only a manager may (a private
 * teacher's classes are always theirs); the seed and tests send it without one.
 */
export class AssignTeacherCommand extends Command<ClassRow | null> {
  constructor(
    readonly payload: { classId: string; teacherId: string },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal | null = null,
  ) {
    super();
  }
}
