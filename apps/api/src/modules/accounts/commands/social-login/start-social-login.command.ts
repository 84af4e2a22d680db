import type { Role, SocialLoginStart } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class StartSocialLoginCommand extends Command<SocialLoginStart> {
  constructor(
    readonly payload: { redirectUri: string; identity: Role | null },
    readonly context: CommandContext,
  ) {
    super();
  }
}
