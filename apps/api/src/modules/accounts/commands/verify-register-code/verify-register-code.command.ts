import type { CaptchaVerified } from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class VerifyRegisterCodeCommand extends Command<CaptchaVerified> {
  constructor(
    readonly payload: { email: string; code: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
