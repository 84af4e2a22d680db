import { toLocale, type CodeSent } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError, ValidationFailed } from '../../../../infrastructure/http/domain-error.js';
import { Mailer } from '../../../../infrastructure/mail/mailer.js';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter.js';
import { CODE_SENT, codeSendingBuckets } from '../../email-codes/code-sending.js';
import { discardEmailCode, issueEmailCode } from '../../email-codes/email-codes.js';
import { codeMail } from '../../mail/code-mail.js';
import { findUserByEmail } from '../../read-model/user-row.js';
import { SendRegisterEmailCommand } from './send-register-email.command.js';

/**
 * Registration, step 1 (spec section 4: "code sent by e-mail"). Refuses an e-mail that has an
 * account (`emailRegistered`), and a teacher's e-mail for a student (`emailRegisteredAsTeacher`,
 * spec section 5). School and institution accounts are not self-registered: they are opened with
 * the school, so the role `manager` is refused.
 */
@CommandHandler(SendRegisterEmailCommand)
export class SendRegisterEmailHandler implements ICommandHandler<
  SendRegisterEmailCommand,
  CodeSent
> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
  ) {}

  async execute({ payload, context }: SendRegisterEmailCommand): Promise<CodeSent> {
    const { email, role, address } = payload;
    if (role === 'manager') {
      throw new ValidationFailed([
        { path: ['role'], code: 'custom', message: 'validation.invalid' },
      ]);
    }
    await this.limiter.consume(codeSendingBuckets(email, address), context.now);

    const existing = await findUserByEmail(this.db, email);
    if (existing) {
      throw new DomainError(
        role === 'student' && existing.role === 'teacher'
          ? 'emailRegisteredAsTeacher'
          : 'emailRegistered',
      );
    }

    const issued = await this.unitOfWork.run((manager) =>
      issueEmailCode(manager, { purpose: 'register', email, role, now: context.now }),
    );
    try {
      await this.mailer.send(codeMail(toLocale(context.lang), 'register', email, issued.code));
    } catch {
      await this.unitOfWork.run((manager) => discardEmailCode(manager, issued.id));
      throw new DomainError('serverBusy');
    }
    return CODE_SENT;
  }
}
