import type { Profile, updateProfileSchema } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

/** The profile form as the contract's schema parsed it. */
export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

export class UpdateProfileCommand extends Command<Profile> {
  constructor(
    readonly payload: {
      userId: string;
      sessionId: string;
      form: UpdateProfileValues;
      /** The uploaded picture's bytes, not yet checked; null when none was sent. */
      avatar: Buffer | null;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
