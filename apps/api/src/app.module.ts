import { CORRELATION_HEADER } from '@atelier/contracts';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { sqliteOptions } from './infrastructure/database/data-source.js';
import { AccessGuard } from './infrastructure/http/access.guard.js';
import { EventStoreModule } from './infrastructure/event-store/event-store.module.js';
import { WarehouseModule } from './infrastructure/warehouse/warehouse.module.js';
import { MailModule } from './infrastructure/mail/mail.module.js';
import { RateLimitModule } from './infrastructure/rate-limit/rate-limit.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { EnquiriesModule } from './modules/enquiries/enquiries.module.js';
import { HomeworkModule } from './modules/homework/homework.module.js';
import { LiveChatModule } from './modules/live-chat/live-chat.module.js';
import { InvitationsModule } from './modules/schools/invitations/invitations.module.js';
import { SchoolsModule } from './modules/schools/schools.module.js';
import { DemoSeeder } from './seed/demo-seeder.js';

const CORRELATION_ID_PATTERN = /^[\w-]{8,64}$/;

/** Accepts a caller's correlation id when it is well-formed, otherwise makes one. */
function correlationIdOf(req: IncomingMessage): string {
  const given = req.headers[CORRELATION_HEADER];
  return typeof given === 'string' && CORRELATION_ID_PATTERN.test(given) ? given : randomUUID();
}

/** An invitation's token is in its path (`/atelier/invite/<token>[/accept]`): never logged. */
function withoutInvitationToken(path: string): string {
  return path.replace(/^\/atelier\/invite\/[^/]+/, '/atelier/invite/:token');
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const id = correlationIdOf(req);
              res.setHeader(CORRELATION_HEADER, id);
              return id;
            },
            // Only method, path and status: headers carry tokens and query strings may carry
            // e-mails, and children's details must never reach the logs.
            serializers: {
              req: (req: { id: unknown; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                path: withoutInvitationToken(req.url.split('?')[0] ?? ''),
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            customAttributeKeys: { reqId: 'correlationId' },
            autoLogging: {
              ignore: (req) => !(req.url ?? '').match(/^\/(atelier|ajax|www|about)\//),
            },
          },
        }),
        TypeOrmModule.forRoot({
          ...sqliteOptions({ file: config.sqliteFile }),
          migrationsRun: true,
        }),
        CqrsModule.forRoot(),
        EventStoreModule,
        WarehouseModule,
        RateLimitModule,
        MailModule.forRoot(config),
        ContentModule,
        AccountsModule,
        SchoolsModule,
        InvitationsModule,
        HomeworkModule,
        EnquiriesModule,
        LiveChatModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_GUARD, useClass: AccessGuard },
        DemoSeeder,
      ],
      exports: [APP_CONFIG],
      global: true,
    };
  }
}
