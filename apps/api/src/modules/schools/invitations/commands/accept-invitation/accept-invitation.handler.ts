import type { AcceptInvitationAnswer } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CommandRunner,
  type CommandContext,
} from '../../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../../infrastructure/database/unit-of-work.js';
import { DomainError } from '../../../../../infrastructure/http/domain-error.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';
import { findUserById } from '../../../../accounts/read-model/user-row.js';
import { ClassMembership } from '../../../membership/class-membership.js';
import { invitationDecider } from '../../domain/invitation.decider.js';
import { invitationStream } from '../../domain/invitation.events.js';
import { InviteLinks } from '../../invite-links.js';
import { projectInvitationEvents } from '../../projections/invitations.projection.js';
import { invitationByTokenHash, linkTarget } from '../../read-model/invitation-rows.js';
import { InvitationTokens } from '../../security/invitation-tokens.js';
import { AcceptInvitationCommand } from './accept-invitation.command.js';

/**
 * The logged-in caller accepts an invitation, all in one transaction:
 *
 * - a class link: a student joins the class (`via: link`) while the link is activated and before
 *   its end date; a link found past it has its expiry recorded first (in a transaction of its own,
 *   so the refusal does not roll it back);
 * - a student's e-mail invitation: the account's e-mail must be the invited one; the student joins
 *   (`via: email`) and the invitation is used up (InvitationAccepted);
 * - a teacher's invitation: same e-mail rule; a teacher without a school (or with a private
 *   workspace) joins the school (TeacherJoinedSchool: plan `school-teacher`, no end date).
 *
 * An unknown, forged, used, expired, switched-off or regenerated-away token is `linkExpired`; the
 * wrong kind of account `invitationWrongRole`. Joining applies the class's rules
 * (ClassMembership: class in use, same school, private workspace limit, move from another class).
 */
@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<
  AcceptInvitationCommand,
  AcceptInvitationAnswer
> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly runner: CommandRunner,
    private readonly membership: ClassMembership,
    private readonly links: InviteLinks,
    private readonly tokens: InvitationTokens,
  ) {}

  async execute({ payload, context }: AcceptInvitationCommand): Promise<AcceptInvitationAnswer> {
    const token = this.tokens.parse(payload.token);
    switch (token.kind) {
      case 'class-link':
        return this.joinByLink(payload.principal, token.linkId, context);
      case 'email':
        return this.acceptEmailInvitation(payload.principal, token.tokenHash, context);
      case 'unknown':
        throw new DomainError('linkExpired');
      default: {
        const unreachable: never = token;
        return unreachable;
      }
    }
  }

  private async joinByLink(
    principal: SessionPrincipal,
    linkId: string,
    context: CommandContext,
  ): Promise<AcceptInvitationAnswer> {
    const link = await linkTarget(this.db, linkId);
    if (!link) throw new DomainError('linkExpired');
    const classContext = { ...context, schoolId: link.school_id };
    if (this.links.expiryDue(link, context.now)) {
      await this.links.decide(
        link.class_id,
        { type: 'ExpireInviteLink', linkId, now: context.now },
        classContext,
      );
      throw new DomainError('linkExpired');
    }
    if (this.links.stateAt(link, context.now) !== 'activated') {
      throw new DomainError('linkExpired');
    }
    if (principal.role !== 'student') throw new DomainError('invitationWrongRole');
    await this.unitOfWork.run(async (manager) => {
      // Decided again inside the transaction: the link may have changed since it was read.
      await this.links.decideWithin(
        manager,
        link.class_id,
        { type: 'UseInviteLink', linkId, now: context.now },
        classContext,
      );
      await this.membership.joinWithin(manager, {
        classId: link.class_id,
        studentId: principal.userId,
        via: 'link',
        context: classContext,
      });
    });
    return { schoolId: link.school_id, classId: link.class_id, role: 'student' };
  }

  private async acceptEmailInvitation(
    principal: SessionPrincipal,
    tokenHash: string,
    context: CommandContext,
  ): Promise<AcceptInvitationAnswer> {
    const invitation = await invitationByTokenHash(this.db, tokenHash);
    if (!invitation) throw new DomainError('linkExpired');
    const schoolContext = { ...context, schoolId: invitation.school_id };
    await this.unitOfWork.run(async (manager) => {
      const user = await findUserById(manager, principal.userId);
      if (!user) throw new DomainError('unauthorized');
      await this.runner.runWithin(manager, {
        ...invitationStream(invitation.id),
        decider: invitationDecider,
        command: {
          type: 'AcceptInvitation',
          userId: user.id,
          role: user.role,
          emailMatches: user.email.toLowerCase() === invitation.email.toLowerCase(),
          userSchoolId: user.school_id,
          now: context.now,
        },
        context: schoolContext,
        project: projectInvitationEvents,
      });
      if (invitation.kind === 'student') {
        if (!invitation.class_id) throw new DomainError('linkExpired');
        await this.membership.joinWithin(manager, {
          classId: invitation.class_id,
          studentId: user.id,
          via: 'email',
          context: schoolContext,
        });
      }
    });
    return invitation.kind === 'student'
      ? { schoolId: invitation.school_id, classId: invitation.class_id, role: 'student' }
      : { schoolId: invitation.school_id, classId: null, role: 'teacher' };
  }
}
