/**
 * Settings shared by playwright.config.ts (which starts the servers), the OpenID Connect provider
 * it starts, and the tests.
 */

/** The Kenya partner's shared secret of the e2e API (KENYA_PARTNER_SECRET). */
export const KENYA_PARTNER_SECRET = 'e2e-kenya-partner-secret-0123456789abcdef';

/**
 * Ports of the e2e API and identity provider: 3100 and 3101 unless `E2E_PORT` / `E2E_OIDC_PORT`
 * say otherwise (two runs on one machine, e.g. CI in a clone beside a developer's run).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3101);

/**
 * The OpenID Connect provider of the e2e API (e2e/oidc-provider-server.ts), and the client the
 * API is registered as.
 */
export const OIDC_E2E = {
  port: OIDC_PORT,
  issuer: `http://127.0.0.1:${OIDC_PORT}`,
  clientId: 'atelier-e2e',
  clientSecret: 'e2e-oidc-client-secret',
  redirectUri: `http://127.0.0.1:${E2E_PORT}/user/social-callback`,
  /** Who a subject is: `ada-123` is Ada Lovelace, `ada-123@sso.test`. */
  person(subject: string) {
    return { email: `${subject}@sso.test`, givenName: 'Ada', familyName: 'Lovelace' };
  },
} as const;
