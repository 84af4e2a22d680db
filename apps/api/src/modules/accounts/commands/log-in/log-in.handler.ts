import { RATE_LIMITS, type SessionGrant } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import {
  RateLimiter,
  type RateLimitBucket,
} from '../../../../infrastructure/rate-limit/rate-limiter.js';
import { verifyPassword } from '../../domain/password.js';
import { findUserByEmail, toGrant } from '../../read-model/user-row.js';
import { logInWithin } from '../../sessions/open-session.js';
import { LogInCommand } from './log-in.command.js';

/**
 * Password login. An unknown e-mail is `accountNotRegistered` (the spec's message); a wrong
 * password and an account of another role than the identity chosen are the same
 * `badCredentials`, so the answer does not tell which. Failed attempts count against the account
 * and the client's address; at the limit even the right password waits (429).
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand, SessionGrant> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ payload, context }: LogInCommand): Promise<SessionGrant> {
    const { login } = RATE_LIMITS;
    const buckets: RateLimitBucket[] = [
      { kind: 'login:account', subject: payload.email, rule: login },
      {
        kind: 'login:address',
        subject: payload.address,
        rule: { max: login.perAddressMax, windowSeconds: login.windowSeconds },
      },
    ];
    await this.limiter.assertAllowed(buckets, context.now);

    const user = await findUserByEmail(this.db, payload.email);
    if (!user) {
      await this.limiter.record(buckets, context.now);
      throw new DomainError('accountNotRegistered');
    }
    const passwordMatches = await verifyPassword(payload.password, user.password_hash);
    if (!passwordMatches || user.role !== payload.identity) {
      await this.limiter.record(buckets, context.now);
      throw new DomainError('badCredentials');
    }

    const token = await this.unitOfWork.run((manager) =>
      logInWithin(this.runner, manager, {
        userId: user.id,
        method: 'password',
        context: { ...context, actorId: user.id, schoolId: user.school_id },
      }),
    );
    return toGrant(user, token);
  }
}
