import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SessionResolver } from '../../infrastructure/http/session-principal.js';
import { AvatarUploadInterceptor } from './avatars/avatar-upload.interceptor.js';
import { LogInController } from './commands/log-in/log-in.controller.js';
import { LogInHandler } from './commands/log-in/log-in.handler.js';
import { LogOutController } from './commands/log-out/log-out.controller.js';
import { LogOutHandler } from './commands/log-out/log-out.handler.js';
import { PartnerLogInController } from './commands/partner-login/partner-login.controller.js';
import { PartnerLogInHandler } from './commands/partner-login/partner-login.handler.js';
import { RegisterUserController } from './commands/register-user/register-user.controller.js';
import { RegisterUserHandler } from './commands/register-user/register-user.handler.js';
import { ResetPasswordController } from './commands/reset-password/reset-password.controller.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { SendPasswordResetEmailController } from './commands/send-password-reset-email/send-password-reset-email.controller.js';
import { SendPasswordResetEmailHandler } from './commands/send-password-reset-email/send-password-reset-email.handler.js';
import { SendRegisterEmailController } from './commands/send-register-email/send-register-email.controller.js';
import { SendRegisterEmailHandler } from './commands/send-register-email/send-register-email.handler.js';
import { CompleteSocialLoginHandler } from './commands/social-login/complete-social-login.handler.js';
import { SocialLoginController } from './commands/social-login/social-login.controller.js';
import { StartSocialLoginHandler } from './commands/social-login/start-social-login.handler.js';
import { UpdateProfileController } from './commands/update-profile/update-profile.controller.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { VerifyRegisterCodeController } from './commands/verify-register-code/verify-register-code.controller.js';
import { VerifyRegisterCodeHandler } from './commands/verify-register-code/verify-register-code.handler.js';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler.js';
import { GetSessionGrantHandler } from './queries/get-profile/get-session-grant.handler.js';
import { ValidateController } from './queries/get-profile/validate.controller.js';
import { ListMessagesController } from './queries/list-messages/list-messages.controller.js';
import { ListMessagesHandler } from './queries/list-messages/list-messages.handler.js';
import { SqliteSessionResolver } from './sessions/session-store.js';
import { OidcClient } from './social/oidc-client.js';

/**
 * Accounts and sessions (issue 3, ADR 003): every user call of spec section 7 and the partner
 * login. Exports the SessionResolver that the global AccessGuard uses.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    LogInController,
    LogOutController,
    SendRegisterEmailController,
    VerifyRegisterCodeController,
    RegisterUserController,
    SendPasswordResetEmailController,
    ResetPasswordController,
    UpdateProfileController,
    SocialLoginController,
    PartnerLogInController,
    ValidateController,
    ListMessagesController,
  ],
  providers: [
    RegisterUserHandler,
    LogInHandler,
    LogOutHandler,
    SendRegisterEmailHandler,
    VerifyRegisterCodeHandler,
    SendPasswordResetEmailHandler,
    ResetPasswordHandler,
    UpdateProfileHandler,
    StartSocialLoginHandler,
    CompleteSocialLoginHandler,
    PartnerLogInHandler,
    GetProfileHandler,
    GetSessionGrantHandler,
    ListMessagesHandler,
    OidcClient,
    AvatarUploadInterceptor,
    { provide: SessionResolver, useClass: SqliteSessionResolver },
  ],
  exports: [SessionResolver],
})
export class AccountsModule {}
