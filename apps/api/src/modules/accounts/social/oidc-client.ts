import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';

/** What social login keeps of the ID token: who the person is at the provider. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The OpenID Connect relying party (openid-client): discovery, the authorization URL with PKCE
 * (S256), state and nonce, and the code exchange with ID-token validation (signature, issuer,
 * audience, expiry, nonce). Plain http is accepted only for a provider on the loopback address
 * (development and tests); anywhere else the issuer must be https.
 */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger('OidcClient');
  /** The provider's metadata, discovered once per process and refreshed after a failure. */
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private settings(): NonNullable<AppConfig['oidc']> {
    if (!this.config.oidc) throw new DomainError('providerUnavailable');
    return this.config.oidc;
  }

  private async configuration(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings();
    this.discovered ??= (async () => {
      const url = new URL(issuer);
      const insecure = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
      return oidc.discovery(
        url,
        clientId,
        undefined,
        oidc.ClientSecretBasic(clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
    })();
    try {
      return await this.discovered;
    } catch (error) {
      this.discovered = null;
      this.logger.warn({ err: describe(error) }, 'OpenID Connect discovery failed');
      throw new DomainError('providerUnavailable');
    }
  }

  async authorizationUrl(args: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<string> {
    const configuration = await this.configuration();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: args.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(args.codeVerifier),
      code_challenge_method: 'S256',
      state: args.state,
      nonce: args.nonce,
    });
    return url.href;
  }

  /** Exchanges the code; any refusal (by the provider or by our checks) is `providerLoginFailed`. */
  async exchange(args: {
    callbackUrl: URL;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<OidcIdentity> {
    const configuration = await this.configuration();
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, args.callbackUrl, {
        pkceCodeVerifier: args.codeVerifier,
        expectedState: args.state,
        expectedNonce: args.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      this.logger.warn({ err: describe(error) }, 'OpenID Connect code exchange refused');
      throw new DomainError('providerLoginFailed');
    }
    if (!claims) throw new DomainError('providerLoginFailed');
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const [first = '', ...rest] = text(claims.name).split(/\s+/);
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: text(claims.email).toLowerCase() || null,
      emailVerified: claims.email_verified === true,
      givenName: text(claims.given_name) || first,
      familyName: text(claims.family_name) || rest.join(' '),
    };
  }
}

/** Error name and code only: messages of a failed exchange may echo tokens or codes. */
function describe(error: unknown): { name: string; code?: string } {
  if (!(error instanceof Error)) return { name: 'unknown' };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}) };
}
