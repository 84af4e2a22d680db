import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { SchoolsModule } from '../schools.module.js';
import { AcceptInvitationController } from './commands/accept-invitation/accept-invitation.controller.js';
import { AcceptInvitationHandler } from './commands/accept-invitation/accept-invitation.handler.js';
import { InviteStudentsByEmailController } from './commands/invite-students-by-email/invite-students-by-email.controller.js';
import { InviteStudentsByEmailHandler } from './commands/invite-students-by-email/invite-students-by-email.handler.js';
import { InviteTeacherController } from './commands/invite-teacher/invite-teacher.controller.js';
import { InviteTeacherHandler } from './commands/invite-teacher/invite-teacher.handler.js';
import { ChangeInviteLinkHandler } from './commands/manage-invite-link/change-invite-link.handler.js';
import { InviteLinkController } from './commands/manage-invite-link/invite-link.controller.js';
import { ManagedInviteLink } from './commands/manage-invite-link/managed-invite-link.js';
import { ShowInviteLinkHandler } from './commands/manage-invite-link/show-invite-link.handler.js';
import { InviteLinks } from './invite-links.js';
import { GetInvitationController } from './queries/get-invitation/get-invitation.controller.js';
import { GetInvitationHandler } from './queries/get-invitation/get-invitation.handler.js';
import { SeedInviteLinkHandler } from './seed/seed-invite-link.handler.js';
import { InvitationTokens } from './security/invitation-tokens.js';
import { ServerSecret } from './security/server-secret.js';

/**
 * Invitations (issue 5): class invite links, e-mailed invitations of students and teachers, the
 * public invitation page and its acceptance. Uses the schools module's tenancy and membership
 * (ClassAccess, TenantResolver, ClassMembership). Global, for one export: InviteLinks, which the
 * schools module's readers of a class's invitations and a school's pending teacher invitations
 * (`readers/invitation-readers.ts`, bound in SchoolsModule) need; SchoolsModule cannot import this
 * module, which imports it.
 */
@Global()
@Module({
  imports: [CqrsModule, SchoolsModule],
  controllers: [
    InviteLinkController,
    InviteStudentsByEmailController,
    InviteTeacherController,
    GetInvitationController,
    AcceptInvitationController,
  ],
  providers: [
    {
      provide: ServerSecret,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ServerSecret.loadOrCreate(config.dataDir),
    },
    {
      provide: InvitationTokens,
      inject: [ServerSecret],
      useFactory: (secret: ServerSecret) => new InvitationTokens(secret),
    },
    InviteLinks,
    ManagedInviteLink,
    ShowInviteLinkHandler,
    ChangeInviteLinkHandler,
    InviteStudentsByEmailHandler,
    InviteTeacherHandler,
    AcceptInvitationHandler,
    GetInvitationHandler,
    SeedInviteLinkHandler,
  ],
  exports: [InviteLinks],
})
export class InvitationsModule {}
