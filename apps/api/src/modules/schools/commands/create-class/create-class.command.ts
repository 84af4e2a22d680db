import type { ClassRow } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

/**
 * Adds a class. Sent by a caller (`caller` given: the class goes to the caller's tenant; a private
 * teacher's class is theirs, and their first write creates their workspace), or by the seed and
 * tests for a named school.
 */
export class CreateClassCommand extends Command<ClassRow> {
  constructor(
    readonly payload: {
      /** Ignored when a caller sends it: the tenant is always the caller's. */
      schoolId?: string;
      /** A grade id of the school, or (from a caller) a grade key, adding that grade if missing. */
      gradeId: string;
      classId: string;
      name: string;
      code: string;
      level: number;
      description?: string;
      /** A teacher of the same school (managers only); '' or absent: none yet. */
      teacherId?: string;
    },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal | null = null,
  ) {
    super();
  }
}
