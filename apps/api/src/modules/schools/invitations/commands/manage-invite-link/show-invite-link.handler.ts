import type { InviteLinkView } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InviteLinks } from '../../invite-links.js';
import { linkOfClass } from '../../read-model/invitation-rows.js';
import { ManagedInviteLink } from './managed-invite-link.js';
import { ShowInviteLinkCommand } from './show-invite-link.command.js';

@CommandHandler(ShowInviteLinkCommand)
export class ShowInviteLinkHandler implements ICommandHandler<
  ShowInviteLinkCommand,
  InviteLinkView
> {
  constructor(
    private readonly managed: ManagedInviteLink,
    private readonly links: InviteLinks,
  ) {}

  execute({ payload, context }: ShowInviteLinkCommand): Promise<InviteLinkView> {
    const { principal, classId } = payload;
    return this.managed.within(principal, classId, context, async (manager, classContext) => {
      const link = await linkOfClass(manager, classId);
      if (!link) throw new Error(`class ${classId} has no invite link after creating it`);
      if (this.links.expiryDue(link, context.now)) {
        await this.links.decideWithin(
          manager,
          classId,
          { type: 'ExpireInviteLink', linkId: link.link_id, now: context.now },
          classContext,
        );
      }
      return this.links.view(link, context.now);
    });
  }
}
