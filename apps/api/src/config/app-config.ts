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
  };
}

function defaultWebDist(): string {
  // apps/api/dist/config/app-config.js -> apps/web/dist
  return path.resolve(import.meta.dirname, '../../../web/dist');
}

export const APP_CONFIG = Symbol('APP_CONFIG');
