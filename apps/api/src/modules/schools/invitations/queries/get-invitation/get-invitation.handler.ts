import type { InvitationView } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RateLimiter } from '../../../../../infrastructure/rate-limit/rate-limiter.js';
import { INVITATION_RATE_LIMITS } from '../../invitation-limits.js';
import { InviteLinks } from '../../invite-links.js';
import { invitationByTokenHash, linkTarget } from '../../read-model/invitation-rows.js';
import { InvitationTokens } from '../../security/invitation-tokens.js';
import { GetInvitationQuery } from './get-invitation.query.js';

/** What the page shows for a token it cannot use: "link expired / invite link has expired". */
const UNKNOWN: InvitationView = {
  kind: 'class-link',
  schoolName: '',
  className: null,
  email: null,
  state: 'expired',
  role: 'student',
};

/**
 * The public invitation page's data. Every token that cannot be used answers `expired` as data
 * (HTTP 200): unknown, forged, malformed, used, expired, switched off, regenerated away, or for a
 * class that no longer takes students. The invited address is shown only while the invitation is
 * usable. A class link found past its end date has its expiry recorded (once).
 */
@QueryHandler(GetInvitationQuery)
export class GetInvitationHandler implements IQueryHandler<GetInvitationQuery, InvitationView> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly links: InviteLinks,
    private readonly tokens: InvitationTokens,
  ) {}

  async execute({ token, address, context }: GetInvitationQuery): Promise<InvitationView> {
    await this.limiter.consume(
      [
        {
          kind: 'invitation-view:address',
          subject: address,
          rule: INVITATION_RATE_LIMITS.viewPerAddress,
        },
      ],
      context.now,
    );
    const parsed = this.tokens.parse(token);
    switch (parsed.kind) {
      case 'class-link': {
        const link = await linkTarget(this.db, parsed.linkId);
        if (!link) return UNKNOWN;
        if (this.links.expiryDue(link, context.now)) {
          await this.links.decide(
            link.class_id,
            { type: 'ExpireInviteLink', linkId: link.link_id, now: context.now },
            { ...context, schoolId: link.school_id },
          );
        }
        const usable =
          this.links.stateAt(link, context.now) === 'activated' && link.class_status === 'in-use';
        return {
          kind: 'class-link',
          schoolName: link.school_name,
          className: link.class_name,
          email: null,
          state: usable ? 'usable' : 'expired',
          role: 'student',
        };
      }
      case 'email': {
        const invitation = await invitationByTokenHash(this.db, parsed.tokenHash);
        if (!invitation) return UNKNOWN;
        const usable =
          invitation.accepted_at === null &&
          Date.parse(invitation.expires_at) > context.now.getTime() &&
          (invitation.kind === 'teacher' || invitation.class_name !== null);
        return {
          kind: invitation.kind === 'student' ? 'student-email' : 'teacher',
          schoolName: invitation.school_name,
          className: invitation.kind === 'student' ? invitation.class_name : null,
          email: usable ? invitation.email : null,
          state: usable ? 'usable' : 'expired',
          role: invitation.kind,
        };
      }
      case 'unknown':
        return UNKNOWN;
      default: {
        const unreachable: never = parsed;
        return unreachable;
      }
    }
  }
}
