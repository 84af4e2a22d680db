import { SCHOOL_ADMIN_LIMITS, toLocale } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { CommandRunner } from '../../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../../infrastructure/database/unit-of-work.js';
import { DomainError, ValidationFailed } from '../../../../../infrastructure/http/domain-error.js';
import { Mailer } from '../../../../../infrastructure/mail/mailer.js';
import { RateLimiter } from '../../../../../infrastructure/rate-limit/rate-limiter.js';
import { ClassAccess } from '../../../tenancy/class-access.js';
import { invitationDecider } from '../../domain/invitation.decider.js';
import { invitationStream } from '../../domain/invitation.events.js';
import { INVITATION_RATE_LIMITS } from '../../invitation-limits.js';
import { invitationMail } from '../../mail/invitation-mail.js';
import { invitePageUrl } from '../../mail/invite-url.js';
import { projectInvitationEvents } from '../../projections/invitations.projection.js';
import { schoolNameOf } from '../../read-model/invitation-rows.js';
import { InvitationTokens } from '../../security/invitation-tokens.js';
import {
  InviteStudentsByEmailCommand,
  type InvitationsSent,
} from './invite-students-by-email.command.js';

const DAY_MS = 86_400_000;

/**
 * Invites students to a class by e-mail: one invitation stream per address
 * (StudentInvitedByEmail), all in one transaction, then one mail each in the inviter's language.
 * An address of a teacher or school account is refused (a validation message on that address):
 * nothing is stored then. Invitations are stored before the mails go: should the mail server
 * refuse, the answer is `serverBusy` and the invitations stay pending (the manager sends again).
 */
@CommandHandler(InviteStudentsByEmailCommand)
export class InviteStudentsByEmailHandler implements ICommandHandler<
  InviteStudentsByEmailCommand,
  InvitationsSent
> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: ClassAccess,
    private readonly unitOfWork: UnitOfWork,
    private readonly runner: CommandRunner,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly tokens: InvitationTokens,
  ) {}

  async execute({ payload, context }: InviteStudentsByEmailCommand): Promise<InvitationsSent> {
    const { principal, emails, origin } = payload;
    const found = await this.access.requireClass(principal, payload.classId, 'manage-members');
    await this.refuseNonStudents(emails);
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

    const expiresAt = new Date(
      context.now.getTime() + SCHOOL_ADMIN_LIMITS.invitationValidDays * DAY_MS,
    ).toISOString();
    const invitations = emails.map((email) => ({
      email,
      invitationId: uuidv7(),
      ...this.tokens.newEmailToken(),
    }));
    const schoolContext = { ...context, schoolId: found.schoolId };
    await this.unitOfWork.run(async (manager) => {
      for (const invitation of invitations) {
        await this.runner.runWithin(manager, {
          ...invitationStream(invitation.invitationId),
          decider: invitationDecider,
          command: {
            type: 'InviteStudent',
            invitationId: invitation.invitationId,
            schoolId: found.schoolId,
            classId: found.id,
            expiresAt,
          },
          context: schoolContext,
          project: (m, events) =>
            projectInvitationEvents(m, events, {
              newInvitation: {
                email: invitation.email,
                firstName: '',
                lastName: '',
                tokenHash: invitation.hash,
                invitedBy: principal.userId,
              },
            }),
        });
      }
    });

    const schoolName = await schoolNameOf(this.db, found.schoolId);
    const locale = toLocale(context.lang);
    try {
      for (const invitation of invitations) {
        await this.mailer.send(
          invitationMail(locale, {
            kind: 'student',
            to: invitation.email,
            link: invitePageUrl(origin, invitation.token),
            schoolName,
            className: found.name,
          }),
        );
      }
    } catch {
      throw new DomainError('serverBusy');
    }
    return { sent: invitations.length };
  }

  /** Only a student, or someone without an account yet, joins a class. */
  private async refuseNonStudents(emails: readonly string[]): Promise<void> {
    if (emails.length === 0) return;
    const rows = (await this.db.query(
      `SELECT lower(email) AS email FROM users
        WHERE email IN (${emails.map(() => '?').join(', ')}) AND role <> 'student'`,
      [...emails],
    )) as { email: string }[];
    const taken = new Set(rows.map((row) => row.email));
    const issues = emails.flatMap((email, index) =>
      taken.has(email)
        ? [
            {
              path: ['emails', index],
              code: 'custom',
              message: 'invitations.validation.notStudentEmail',
            },
          ]
        : [],
    );
    if (issues.length > 0) throw new ValidationFailed(issues);
  }
}
