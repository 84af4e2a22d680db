import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  sqliteFile: string;
  duckdbFile: string;
  uploadsDir: string;
  outboxDir: string;
  /** Built SPA served beside the API; null when not built (API-only tests). */
  webDistDir: string | null;
  /** fixtures/ of the repository: site content and the demo school. */
  fixturesDir: string;
  /** Seed the demo school on first start. */
  seedDemo: boolean;
  logLevel: string;
  /** SMTP server of outgoing mail (`smtp://user:pass@host:587`); null writes mail to the outbox. */
  smtpUrl: string | null;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** OpenID Connect provider of social login; null disables it. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Shared secret of the Kenya partner's signed assertions; null disables partner login. */
  kenyaPartnerSecret: string | null;
  /**
   * Origin of the web app as users reach it (`https://atelier.example`), for links in mails
   * (invitations); null uses the origin of the request that sends the mail.
   */
  publicUrl: string | null;
  /** Where the enquiry forms' submissions are mailed (the sales team reads English). */
  salesEmail: string;
  /** Where the live chat's visitor messages are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** A setting that is unset or blank counts as absent. */
function optional(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function oidcConfig(env: NodeJS.ProcessEnv): AppConfig['oidc'] {
  const issuer = optional(env.OIDC_ISSUER);
  const clientId = optional(env.OIDC_CLIENT_ID);
  const clientSecret = optional(env.OIDC_CLIENT_SECRET);
  if (!issuer && !clientId && !clientSecret) return null;
  if (!issuer || !clientId || !clientSecret) {
    throw new Error('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  return { issuer, clientId, clientSecret };
}

/** The partner secret signs assertions with HMAC-SHA256: shorter than 32 bytes is refused. */
function partnerSecret(value: string | undefined): string | null {
  const secret = optional(value);
  if (secret !== null && Buffer.byteLength(secret) < 32) {
    throw new Error('KENYA_PARTNER_SECRET must be at least 32 bytes long');
  }
  return secret;
}

/** PUBLIC_URL: an http(s) origin; a path or a trailing slash is dropped. */
function publicUrl(value: string | undefined): string | null {
  const raw = optional(value);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  return url.origin;
}

/** SALES_EMAIL: one address (`name@host`); unset uses a local test address. */
function salesEmail(value: string | undefined): string {
  const address = optional(value) ?? 'sales@atelier.test';
  if (!/^[^\s@<>,]+@[^\s@<>,]+$/.test(address)) {
    throw new Error(`SALES_EMAIL must be one e-mail address, got "${address}"`);
  }
  return address;
}

/** SUPPORT_EMAIL: one address; unset uses a local test address. */
function supportEmail(value: string | undefined): string {
  const address = optional(value) ?? 'support@atelier.test';
  if (!/^[^\s@<>,]+@[^\s@<>,]+$/.test(address)) {
    throw new Error(`SUPPORT_EMAIL must be one e-mail address, got "${address}"`);
  }
  return address;
}

/** Reads the environment once, at the edge; nothing below reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    sqliteFile: path.join(dataDir, 'atelier.sqlite'),
    duckdbFile: path.join(dataDir, 'warehouse.duckdb'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR ?? defaultWebDist()),
    fixturesDir: path.resolve(
      env.FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../../fixtures'),
    ),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Atelier Chinese <no-reply@atelier.localhost>',
    oidc: oidcConfig(env),
    kenyaPartnerSecret: partnerSecret(env.KENYA_PARTNER_SECRET),
    publicUrl: publicUrl(env.PUBLIC_URL),
    salesEmail: salesEmail(env.SALES_EMAIL),
    supportEmail: supportEmail(env.SUPPORT_EMAIL),
  };
}

function defaultWebDist(): string {
  // apps/api/dist/config/app-config.js -> apps/web/dist
  return path.resolve(import.meta.dirname, '../../../web/dist');
}

export const APP_CONFIG = Symbol('APP_CONFIG');
