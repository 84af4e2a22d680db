import { CHECK_USER_EMAIL_RATE_LIMIT, type UserEmailCheck } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter.js';
import { CheckUserEmailQuery } from './check-user-email.query.js';

/**
 * Whether an account uses an e-mail, for a form's check on blur. The registration calls tell the
 * same (spec section 8: "this e-mail is already registered"), so the answer itself is no new leak;
 * what would be is asking it at scale, so every check counts against the client address
 * (CHECK_USER_EMAIL_RATE_LIMIT), and the answer says nothing of the account's role.
 */
@QueryHandler(CheckUserEmailQuery)
export class CheckUserEmailHandler implements IQueryHandler<CheckUserEmailQuery, UserEmailCheck> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ email, address, now }: CheckUserEmailQuery): Promise<UserEmailCheck> {
    await this.limiter.consume(
      [
        {
          kind: 'check-email:address',
          subject: address,
          rule: {
            max: CHECK_USER_EMAIL_RATE_LIMIT.perAddressMax,
            windowSeconds: CHECK_USER_EMAIL_RATE_LIMIT.windowSeconds,
          },
        },
      ],
      now,
    );
    const rows = (await this.db.query(`SELECT 1 AS found FROM users WHERE email = ? LIMIT 1`, [
      email,
    ])) as unknown[];
    return { registered: rows.length > 0 };
  }
}
