import { defineConfig } from '@playwright/test';
import { E2E_PORT, KENYA_PARTNER_SECRET, OIDC_E2E } from './e2e/e2e-servers';

const PORT = E2E_PORT;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the real API, which
 * serves the built SPA (run `npm run build` first; the root `npm run test:e2e` does) with a fresh
 * data directory per run: the demo school is seeded (SEED_DEMO is left at its default), mail goes
 * to the outbox read at /dev/mail (no SMTP_URL), partner login is on with a test secret, and
 * social login uses a real OpenID Connect provider on 127.0.0.1 (e2e/oidc-provider-server.ts).
 */
export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The identity provider of social login: the API discovers it on first use.
      command: 'node --import tsx e2e/oidc-provider-server.ts',
      url: `${OIDC_E2E.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `sh -c "DATA_DIR=$(mktemp -d) PORT=${PORT} HOST=127.0.0.1 node ../api/dist/main.js"`,
      url: `${BASE_URL}/atelier/home/data`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Mail goes to the outbox (a blank SMTP_URL counts as unset, whatever the shell exports).
      env: {
        KENYA_PARTNER_SECRET,
        SMTP_URL: '',
        OIDC_ISSUER: OIDC_E2E.issuer,
        OIDC_CLIENT_ID: OIDC_E2E.clientId,
        OIDC_CLIENT_SECRET: OIDC_E2E.clientSecret,
      },
    },
  ],
});
