import { toLocale, type CodeSent } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { Mailer } from '../../../../infrastructure/mail/mailer.js';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter.js';
import { accountDecider } from '../../domain/account.decider.js';
import { CODE_SENT, codeSendingBuckets } from '../../email-codes/code-sending.js';
import { discardEmailCode, issueEmailCode } from '../../email-codes/email-codes.js';
import { codeMail } from '../../mail/code-mail.js';
import { projectAccountEvents } from '../../projections/users.projection.js';
import { findUserByEmail } from '../../read-model/user-row.js';
import { userStream } from '../../sessions/open-session.js';
import { SendPasswordResetEmailCommand } from './send-password-reset-email.command.js';

/**
 * Forgot password, step 1 (`send-findpwd-email`). No account enumeration: an unknown address
 * gets the same answer, the same resend cooldown (a code row is kept for it too, though nothing
 * is sent and nothing can use it) and the same rate limits as a known one.
 */
@CommandHandler(SendPasswordResetEmailCommand)
export class SendPasswordResetEmailHandler implements ICommandHandler<
  SendPasswordResetEmailCommand,
  CodeSent
> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
  ) {}

  async execute({ payload, context }: SendPasswordResetEmailCommand): Promise<CodeSent> {
    const { email, address } = payload;
    await this.limiter.consume(codeSendingBuckets(email, address), context.now);

    const issued = await this.unitOfWork.run(async (manager) => {
      const code = await issueEmailCode(manager, {
        purpose: 'reset',
        email,
        role: null,
        now: context.now,
      });
      const user = await findUserByEmail(manager, email);
      if (!user) return null;
      await this.runner.runWithin(manager, {
        ...userStream(user.id),
        decider: accountDecider,
        command: { type: 'RequestPasswordReset', userId: user.id },
        context: { ...context, actorId: user.id, schoolId: user.school_id },
        project: (m, events) => projectAccountEvents(m, events),
      });
      return code;
    });
    if (!issued) return CODE_SENT;

    try {
      await this.mailer.send(codeMail(toLocale(context.lang), 'reset', email, issued.code));
    } catch {
      await this.unitOfWork.run((manager) => discardEmailCode(manager, issued.id));
      throw new DomainError('serverBusy');
    }
    return CODE_SENT;
  }
}
