import { type Role, type SessionGrant } from '@atelier/contracts';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { accountDecider } from '../../domain/account.decider.js';
import { projectAccountEvents } from '../../projections/users.projection.js';
import {
  findUserByEmail,
  findUserById,
  findUserByProvider,
  toGrant,
  type UserRow,
} from '../../read-model/user-row.js';
import { tokenHash } from '../../security/secrets.js';
import { logInWithin, userStream } from '../../sessions/open-session.js';
import { OidcClient, type OidcIdentity } from '../../social/oidc-client.js';
import { RegisterUserCommand } from '../register-user/register-user.command.js';
import { CompleteSocialLoginCommand } from './complete-social-login.command.js';

/** Users of social login: `provider = 'oidc'`, subject `<issuer> <sub>` (unique per provider). */
const OIDC_PROVIDER = 'oidc';

interface StoredState {
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  identity: Role | null;
  expires_at: string;
}

/**
 * Social login, step 2. The state is single-use (deleted as it is read) and must come back with
 * the same redirect URI. The person is found by (issuer, subject); failing that, by a VERIFIED
 * e-mail of an account without another provider, which is then linked; failing that, a new
 * private-trial account is made with the identity chosen at the start (student by default: a
 * parent signing up a child; never a manager, whose accounts come with their school).
 */
@CommandHandler(CompleteSocialLoginCommand)
export class CompleteSocialLoginHandler implements ICommandHandler<
  CompleteSocialLoginCommand,
  SessionGrant
> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly oidc: OidcClient,
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly commands: CommandBus,
  ) {}

  async execute({ payload, context }: CompleteSocialLoginCommand): Promise<SessionGrant> {
    const stored = await this.takeState(payload.state, context.now);
    if (!stored || stored.redirect_uri !== payload.redirectUri) {
      throw new DomainError('providerLoginFailed');
    }
    const callbackUrl = new URL(payload.redirectUri);
    callbackUrl.searchParams.set('code', payload.code);
    callbackUrl.searchParams.set('state', payload.state);
    if (payload.iss) callbackUrl.searchParams.set('iss', payload.iss);
    const identity = await this.oidc.exchange({
      callbackUrl,
      state: payload.state,
      nonce: stored.nonce,
      codeVerifier: stored.code_verifier,
    });

    const subject = `${identity.issuer} ${identity.subject}`;
    const known = await findUserByProvider(this.db, OIDC_PROVIDER, subject);
    if (known) return this.logIn(known, context, null);

    if (!identity.email || !identity.emailVerified) throw new DomainError('providerLoginFailed');
    const byEmail = await findUserByEmail(this.db, identity.email);
    if (byEmail) {
      if (byEmail.provider !== null) throw new DomainError('emailRegistered');
      return this.logIn(byEmail, context, subject);
    }
    return this.register(identity, subject, stored.identity ?? 'student', context);
  }

  private async takeState(state: string, now: Date): Promise<StoredState | null> {
    return this.unitOfWork.run(async (manager) => {
      const hash = tokenHash(state);
      const rows = (await manager.query(
        `SELECT code_verifier, nonce, redirect_uri, identity, expires_at
           FROM social_login_states WHERE state_hash = ?`,
        [hash],
      )) as StoredState[];
      await manager.query(`DELETE FROM social_login_states WHERE state_hash = ?`, [hash]);
      const row = rows[0];
      return row && Date.parse(row.expires_at) > now.getTime() ? row : null;
    });
  }

  private async logIn(
    user: UserRow,
    context: CompleteSocialLoginCommand['context'],
    linkSubject: string | null,
  ): Promise<SessionGrant> {
    const userContext = { ...context, actorId: user.id, schoolId: user.school_id };
    const token = await this.unitOfWork.run(async (manager) => {
      if (linkSubject) {
        await this.runner.runWithin(manager, {
          ...userStream(user.id),
          decider: accountDecider,
          command: { type: 'LinkExternalIdentity', userId: user.id, provider: OIDC_PROVIDER },
          context: userContext,
          project: (m, events) =>
            projectAccountEvents(m, events, {
              identity: { provider: OIDC_PROVIDER, subject: linkSubject, extra: null },
            }),
        });
      }
      return logInWithin(this.runner, manager, {
        userId: user.id,
        method: 'social',
        context: userContext,
      });
    });
    return toGrant(user, token);
  }

  private async register(
    identity: OidcIdentity,
    subject: string,
    role: Role,
    context: CompleteSocialLoginCommand['context'],
  ): Promise<SessionGrant> {
    if (role === 'manager') throw new DomainError('accountNotRegistered');
    const registered = await this.commands.execute(
      new RegisterUserCommand(
        {
          via: 'social',
          userId: uuidv7(),
          email: identity.email ?? '',
          role,
          firstName: identity.givenName,
          lastName: identity.familyName,
          password: null,
          identity: { provider: OIDC_PROVIDER, subject, extra: null },
          openSession: 'social',
        },
        context,
      ),
    );
    const user = await findUserById(this.db, registered.userId);
    if (!user || !registered.sessionToken) throw new Error('registered user not found');
    return toGrant(user, registered.sessionToken);
  }
}
