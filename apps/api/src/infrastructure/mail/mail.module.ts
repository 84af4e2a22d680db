import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { DevMailController } from './dev-mail.controller.js';
import { Mailer } from './mailer.js';

/** The mail adapter; the development mail page only when mail goes to the outbox. */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: MailModule,
      controllers: config.smtpUrl ? [] : [DevMailController],
      providers: [Mailer],
      exports: [Mailer],
    };
  }
}
