import { SOCIAL_LOGIN_STATE_TTL_MINUTES, type SocialLoginStart } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import * as oidc from 'openid-client';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { tokenHash } from '../../security/secrets.js';
import { OidcClient } from '../../social/oidc-client.js';
import { StartSocialLoginCommand } from './start-social-login.command.js';

/**
 * Social login, step 1: a fresh state, nonce and PKCE code verifier, kept on the server (the
 * state only as its hash, as the key) for SOCIAL_LOGIN_STATE_TTL_MINUTES; the client gets the
 * provider's authorization URL and nothing else.
 */
@CommandHandler(StartSocialLoginCommand)
export class StartSocialLoginHandler implements ICommandHandler<
  StartSocialLoginCommand,
  SocialLoginStart
> {
  constructor(
    private readonly oidc: OidcClient,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ payload, context }: StartSocialLoginCommand): Promise<SocialLoginStart> {
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const authorizationUrl = await this.oidc.authorizationUrl({
      redirectUri: payload.redirectUri,
      state,
      nonce,
      codeVerifier,
    });
    const now = context.now;
    await this.unitOfWork.run(async (manager) => {
      await manager.query(`DELETE FROM social_login_states WHERE expires_at <= ?`, [
        now.toISOString(),
      ]);
      await manager.query(
        `INSERT INTO social_login_states
           (state_hash, code_verifier, nonce, redirect_uri, identity, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          tokenHash(state),
          codeVerifier,
          nonce,
          payload.redirectUri,
          payload.identity,
          now.toISOString(),
          new Date(now.getTime() + SOCIAL_LOGIN_STATE_TTL_MINUTES * 60_000).toISOString(),
        ],
      );
    });
    return { authorizationUrl };
  }
}
