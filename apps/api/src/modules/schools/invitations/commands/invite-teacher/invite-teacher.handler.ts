import { SCHOOL_ADMIN_LIMITS, toLocale } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { CommandRunner } from '../../../../../infrastructure/cqrs/command-runner.js';
import { DomainError, ValidationFailed } from '../../../../../infrastructure/http/domain-error.js';
import { Mailer } from '../../../../../infrastructure/mail/mailer.js';
import { RateLimiter } from '../../../../../infrastructure/rate-limit/rate-limiter.js';
import { findUserByEmail } from '../../../../accounts/read-model/user-row.js';
import { TenantResolver } from '../../../tenancy/tenant.js';
import { invitationDecider } from '../../domain/invitation.decider.js';
import { invitationStream } from '../../domain/invitation.events.js';
import { INVITATION_RATE_LIMITS } from '../../invitation-limits.js';
import { invitationMail } from '../../mail/invitation-mail.js';
import { invitePageUrl } from '../../mail/invite-url.js';
import { projectInvitationEvents } from '../../projections/invitations.projection.js';
import { schoolNameOf } from '../../read-model/invitation-rows.js';
import { InvitationTokens } from '../../security/invitation-tokens.js';
import type { InvitationsSent } from '../invite-students-by-email/invite-students-by-email.command.js';
import { InviteTeacherCommand } from './invite-teacher.command.js';

const DAY_MS = 86_400_000;

/**
 * A school's manager invites a teacher (spec section 6: joining a school goes through its
 * administrator). Only a manager of a school: a school or private teacher is refused
 * (`forbidden`). The address must not be a student's or a manager's (a validation message), nor
 * a teacher's of a school already (`otherSchool`; of this school: a validation message). A
 * private teacher may be invited: accepting moves them into the school.
 */
@CommandHandler(InviteTeacherCommand)
export class InviteTeacherHandler implements ICommandHandler<
  InviteTeacherCommand,
  InvitationsSent
> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tenants: TenantResolver,
    private readonly runner: CommandRunner,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly tokens: InvitationTokens,
  ) {}

  async execute({ payload, context }: InviteTeacherCommand): Promise<InvitationsSent> {
    const { principal, email } = payload;
    const tenant = await this.tenants.resolve(principal);
    if (!tenant || tenant.actor !== 'manager' || tenant.kind !== 'school') {
      throw new DomainError('forbidden');
    }
    const existing = await findUserByEmail(this.db, email);
    if (existing && existing.role !== 'teacher') refuse('invitations.validation.notTeacherEmail');
    if (existing?.school_id === tenant.schoolId)
      refuse('invitations.validation.alreadyTeacherHere');
    if (existing?.school_id) throw new DomainError('otherSchool');

    await this.limiter.consume(
      [
        {
          kind: 'invitation-send:inviter',
          subject: principal.userId,
          rule: INVITATION_RATE_LIMITS.sendPerInviter,
        },
      ],
      context.now,
    );
    const invitationId = uuidv7();
    const { token, hash } = this.tokens.newEmailToken();
    await this.runner.run({
      ...invitationStream(invitationId),
      decider: invitationDecider,
      command: {
        type: 'InviteTeacher',
        invitationId,
        schoolId: tenant.schoolId,
        expiresAt: new Date(
          context.now.getTime() + SCHOOL_ADMIN_LIMITS.invitationValidDays * DAY_MS,
        ).toISOString(),
      },
      context: { ...context, schoolId: tenant.schoolId },
      project: (manager, events) =>
        projectInvitationEvents(manager, events, {
          newInvitation: {
            email,
            firstName: payload.firstName,
            lastName: payload.lastName,
            tokenHash: hash,
            invitedBy: principal.userId,
          },
        }),
    });

    try {
      await this.mailer.send(
        invitationMail(toLocale(context.lang), {
          kind: 'teacher',
          to: email,
          link: invitePageUrl(payload.origin, token),
          schoolName: await schoolNameOf(this.db, tenant.schoolId),
          className: null,
        }),
      );
    } catch {
      throw new DomainError('serverBusy');
    }
    return { sent: 1 };
  }
}

function refuse(message: string): never {
  throw new ValidationFailed([{ path: ['email'], code: 'custom', message }]);
}
