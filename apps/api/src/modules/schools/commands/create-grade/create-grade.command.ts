import type { GradeKey, GradeRow } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';

/**
 * Adds a grade. Sent by a caller (`caller` given: the grade goes to the caller's tenant, and a
 * private teacher's first write creates their workspace), or by the seed and tests for a named
 * school. A grade deleted earlier comes back under its old id.
 */
export class CreateGradeCommand extends Command<GradeRow> {
  constructor(
    readonly payload: {
      /** Ignored when a caller sends it: the tenant is always the caller's. */
      schoolId?: string;
      gradeId: string;
      gradeKey: GradeKey;
      description?: string;
    },
    readonly context: CommandContext,
    readonly caller: SessionPrincipal | null = null,
  ) {
    super();
  }
}
