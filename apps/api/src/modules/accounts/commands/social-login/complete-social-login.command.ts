import type { SessionGrant } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class CompleteSocialLoginCommand extends Command<SessionGrant> {
  constructor(
    readonly payload: { code: string; state: string; redirectUri: string; iss: string | null },
    readonly context: CommandContext,
  ) {
    super();
  }
}
