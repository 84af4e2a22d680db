import { KENYA_PROVIDER, type SessionGrant } from '@atelier/contracts';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { verifyKenyaAssertion } from '../../partner/kenya-assertion.js';
import {
  findUserByEmail,
  findUserById,
  findUserByProvider,
  toGrant,
} from '../../read-model/user-row.js';
import { tokenHash } from '../../security/secrets.js';
import { logInWithin } from '../../sessions/open-session.js';
import { RegisterUserCommand } from '../register-user/register-user.command.js';
import { PartnerLogInCommand } from './partner-login.command.js';

/**
 * Partner (Kenya) login: the partner vouches for the person with a signed assertion (ADR 003).
 * The user is found by the partner's subject, or created; an e-mail that already belongs to an
 * account of ours is never taken over (`emailRegistered`), since the partner cannot prove it owns
 * that account. The grant carries `provider: 'kenya'` and `providerExtra: { domain }`, stored on
 * the user so that a 403's grant carries them too.
 */
@CommandHandler(PartnerLogInCommand)
export class PartnerLogInHandler implements ICommandHandler<PartnerLogInCommand, SessionGrant> {
  private readonly logger = new Logger('PartnerLogIn');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly commands: CommandBus,
  ) {}

  async execute({ payload, context }: PartnerLogInCommand): Promise<SessionGrant> {
    const secret = this.config.kenyaPartnerSecret;
    if (!secret) throw new DomainError('providerUnavailable');
    const verdict = verifyKenyaAssertion(payload.assertion, secret, context.now);
    if (!verdict.valid) {
      this.logger.warn({ reason: verdict.reason }, 'partner assertion refused');
      throw new DomainError('providerLoginFailed');
    }
    const claims = verdict.payload;
    await this.spendNonce(claims.nonce, claims.exp, context.now);

    const extra = { domain: claims.domain };
    const known = await findUserByProvider(this.db, KENYA_PROVIDER, claims.sub);
    if (known) {
      const token = await this.unitOfWork.run((manager) =>
        logInWithin(this.runner, manager, {
          userId: known.id,
          method: 'partner',
          context: { ...context, actorId: known.id, schoolId: known.school_id },
          providerExtra: extra,
        }),
      );
      const user = await findUserById(this.db, known.id);
      return toGrant(user ?? known, token);
    }

    if (await findUserByEmail(this.db, claims.email)) throw new DomainError('emailRegistered');
    const registered = await this.commands.execute(
      new RegisterUserCommand(
        {
          via: 'partner',
          userId: uuidv7(),
          email: claims.email,
          role: claims.role,
          firstName: claims.firstName,
          lastName: claims.lastName,
          password: null,
          // The partner's contract covers its users: no personal trial that ends.
          plan: {
            state: claims.role === 'teacher' ? 'private-teacher' : 'subscriber',
            expiresAt: null,
          },
          identity: { provider: KENYA_PROVIDER, subject: claims.sub, extra },
          openSession: 'partner',
        },
        context,
      ),
    );
    const user = await findUserById(this.db, registered.userId);
    if (!user || !registered.sessionToken) throw new Error('registered partner user not found');
    return toGrant(user, registered.sessionToken);
  }

  /** A nonce is accepted once; it is kept until its assertion expires, then forgotten. */
  private async spendNonce(nonce: string, exp: number, now: Date): Promise<void> {
    const fresh = await this.unitOfWork.run(async (manager) => {
      await manager.query(`DELETE FROM partner_nonces WHERE expires_at <= ?`, [now.toISOString()]);
      const hash = tokenHash(nonce);
      const seen: unknown[] = await manager.query(
        `SELECT 1 FROM partner_nonces WHERE provider = ? AND nonce_hash = ?`,
        [KENYA_PROVIDER, hash],
      );
      if (seen.length > 0) return false;
      await manager.query(
        `INSERT INTO partner_nonces (provider, nonce_hash, expires_at) VALUES (?, ?, ?)`,
        [KENYA_PROVIDER, hash, new Date(exp * 1000 + 60_000).toISOString()],
      );
      return true;
    });
    if (!fresh) {
      this.logger.warn({ reason: 'replayed' }, 'partner assertion refused');
      throw new DomainError('providerLoginFailed');
    }
  }
}
