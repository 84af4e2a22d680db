import 'reflect-metadata';
import { OPENAPI_PATH } from '@atelier/contracts';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import fs from 'node:fs';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { AllExceptionsFilter } from './infrastructure/http/all-exceptions.filter.js';
import { EnvelopeInterceptor } from './infrastructure/http/envelope.interceptor.js';
import { SpaFallback } from './infrastructure/http/spa-fallback.js';
import { UnitOfWork } from './infrastructure/database/unit-of-work.js';
import { importContent } from './modules/content/seed/content-importer.js';
import { DemoSeeder, type DemoAccount } from './seed/demo-seeder.js';
import path from 'node:path';

export interface CreatedApp {
  app: NestExpressApplication;
  /** The demo accounts when the demo school exists, to print; empty when seeding is off. */
  demoAccounts: DemoAccount[];
  /** True when this start seeded the demo school (the first start on a data directory). */
  seeded: boolean;
}

/**
 * Builds the whole application (API, OpenAPI document, SPA) without listening: migrations run as
 * the data source opens, site content is loaded, and the demo school is seeded on first start.
 */
export async function createApp(config: AppConfig): Promise<CreatedApp> {
  for (const dir of [config.dataDir, config.uploadsDir, config.outboxDir]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.useBodyParser('urlencoded', { extended: true, limit: '1mb' });
  app.useBodyParser('json', { limit: '1mb' });

  // Uploaded files (avatars): static, no directory listing, never sniffed as another type.
  app.useStaticAssets(config.uploadsDir, {
    prefix: '/uploads/',
    index: false,
    redirect: false,
    dotfiles: 'deny',
    maxAge: '1d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  const spa = SpaFallback.ifBuilt(config.webDistDir);
  if (spa) app.useStaticAssets(spa.root, { index: false, maxAge: '1h' });
  app.useGlobalFilters(new AllExceptionsFilter(spa));
  app.useGlobalInterceptors(new EnvelopeInterceptor());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Atelier Chinese API')
      .setDescription(
        'The product API of spec section 7. Every response is the envelope { code, message, data }.',
      )
      .setVersion('0.1.0')
      .build(),
  );
  SwaggerModule.setup(OPENAPI_PATH, app, document, {
    jsonDocumentUrl: `${OPENAPI_PATH}/openapi.json`,
  });

  await app.init();
  await app
    .get(UnitOfWork)
    .run((manager) =>
      importContent(manager, path.join(config.fixturesDir, 'content'), new Date().toISOString()),
    );
  if (!config.seedDemo) return { app, demoAccounts: [], seeded: false };
  const { seeded, accounts } = await app.get(DemoSeeder).seedIfEmpty();
  return { app, demoAccounts: accounts, seeded };
}
