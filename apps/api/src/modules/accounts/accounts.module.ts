import { Module } from '@nestjs/common';
import { RegisterUserHandler } from './commands/register-user/register-user.handler.js';

/** Accounts. Login, registration by e-mail code and the user calls arrive with the accounts issue. */
@Module({ providers: [RegisterUserHandler] })
export class AccountsModule {}
