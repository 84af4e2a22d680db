import type { SchoolKind } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

/** Registers a school (the seed, tests; a private workspace is made by TenantResolver). */
export class RegisterSchoolCommand extends Command<void> {
  constructor(
    readonly payload: {
      schoolId: string;
      name: string;
      code: string;
      /** Default `school`. */
      kind?: SchoolKind;
      ownerTeacherId?: string | null;
      /** End of the school's access (ISO-8601); default null, no end. */
      accessUntil?: string | null;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
