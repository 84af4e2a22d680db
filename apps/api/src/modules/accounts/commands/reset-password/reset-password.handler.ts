import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { accountDecider } from '../../domain/account.decider.js';
import { hashPassword } from '../../domain/password.js';
import { consumeEmailCode } from '../../email-codes/email-codes.js';
import { projectAccountEvents } from '../../projections/users.projection.js';
import { findUserByEmail } from '../../read-model/user-row.js';
import { userStream } from '../../sessions/open-session.js';
import { ResetPasswordCommand } from './reset-password.command.js';

/**
 * Forgot password, step 2 (`reset-pwd`). The code is consumed, the new hash stored and every
 * session of the user closed in one transaction. A wrong code counts an attempt, which commits
 * before `codeInvalid` is answered; a used or expired code is `codeInvalid` whatever is typed.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ payload, context }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(payload.password);
    const reset = await this.unitOfWork.run(async (manager) => {
      const verdict = await consumeEmailCode(manager, {
        purpose: 'reset',
        email: payload.email,
        code: payload.code,
        now: context.now,
      });
      if (!verdict.accepted) return false;
      const user = await findUserByEmail(manager, payload.email);
      if (!user) return false;
      await this.runner.runWithin(manager, {
        ...userStream(user.id),
        decider: accountDecider,
        command: { type: 'ResetPassword', userId: user.id },
        context: { ...context, actorId: user.id, schoolId: user.school_id },
        project: (m, events) => projectAccountEvents(m, events, { passwordHash }),
      });
      return true;
    });
    if (!reset) throw new DomainError('codeInvalid');
  }
}
