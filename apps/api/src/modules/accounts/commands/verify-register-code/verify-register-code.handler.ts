import type { CaptchaVerified } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { consumeEmailCode, issueRegistrationTicket } from '../../email-codes/email-codes.js';
import { VerifyRegisterCodeCommand } from './verify-register-code.command.js';

/**
 * Registration, step 2 (`valid-captcha`): a right code is consumed and exchanged for a ticket
 * that `register` requires. A wrong one counts an attempt, committed before answering
 * `codeInvalid`: after EMAIL_CODE.maxAttempts the code is dead and a new one must be sent.
 */
@CommandHandler(VerifyRegisterCodeCommand)
export class VerifyRegisterCodeHandler implements ICommandHandler<
  VerifyRegisterCodeCommand,
  CaptchaVerified
> {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: VerifyRegisterCodeCommand): Promise<CaptchaVerified> {
    const { email, code } = payload;
    const verified = await this.unitOfWork.run(async (manager) => {
      const verdict = await consumeEmailCode(manager, {
        purpose: 'register',
        email,
        code,
        now: context.now,
      });
      if (!verdict.accepted) return null;
      const role = verdict.role ?? 'student';
      const ticket = await issueRegistrationTicket(manager, { email, role, now: context.now });
      return { ...ticket, email, role };
    });
    if (!verified) throw new DomainError('codeInvalid');
    return verified;
  }
}
