import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config/app-config.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  baseUrl: string;
  /** The app's own DataSource, for a test that arranges a state HTTP cannot (an expired session). */
  dataSource(): DataSource;
  close(): Promise<void>;
}

/**
 * The real application on 127.0.0.1 with a fresh data directory in a temp dir: real SQLite and
 * DuckDB files, real HTTP. Each test file makes its own. `env` is read as the process environment
 * would be (SMTP_URL, OIDC_ISSUER, KENYA_PARTNER_SECRET, ...).
 */
export async function startTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-int-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  const { app } = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    dataSource: () => app.get(DataSource),
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
