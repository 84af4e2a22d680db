/**
 * A real OpenID Connect provider (`oidc-provider`) for the browser tests, started by
 * playwright.config.ts before the API, which uses it for social login. Its development login page
 * accepts any subject with any password; the person's e-mail and names derive from the subject.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import { OIDC_E2E } from './e2e-servers';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const provider = new Provider(OIDC_E2E.issuer, {
  clients: [
    {
      client_id: OIDC_E2E.clientId,
      client_secret: OIDC_E2E.clientSecret,
      redirect_uris: [OIDC_E2E.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  jwks: {
    keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' }],
  },
  cookies: { keys: [randomBytes(16).toString('hex')] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'name'],
  },
  // The scope's claims go into the ID token, which is what the API reads.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  findAccount(_ctx, sub) {
    const person = OIDC_E2E.person(sub);
    return {
      accountId: sub,
      claims: () => ({
        sub,
        email: person.email,
        email_verified: true,
        given_name: person.givenName,
        family_name: person.familyName,
        name: `${person.givenName} ${person.familyName}`,
      }),
    };
  },
});

http.createServer(provider.callback()).listen(OIDC_E2E.port, '127.0.0.1');
