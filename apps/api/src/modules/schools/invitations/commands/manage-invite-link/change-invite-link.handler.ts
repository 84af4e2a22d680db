import type { InviteLinkView } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { v7 as uuidv7 } from 'uuid';
import { InviteLinks } from '../../invite-links.js';
import { linkOfClass } from '../../read-model/invitation-rows.js';
import { ChangeInviteLinkCommand } from './change-invite-link.command.js';
import { ManagedInviteLink } from './managed-invite-link.js';

/**
 * The machine decides (`inviteLinkAfter`): switching on an active link, off a link that is not
 * active, or anything but `regenerate` on an expired link is `transitionRefused`. A link past its
 * end date is expired for good, so switching it on again is refused too: regenerate it.
 */
@CommandHandler(ChangeInviteLinkCommand)
export class ChangeInviteLinkHandler implements ICommandHandler<
  ChangeInviteLinkCommand,
  InviteLinkView
> {
  constructor(
    private readonly managed: ManagedInviteLink,
    private readonly links: InviteLinks,
  ) {}

  execute({ payload, context }: ChangeInviteLinkCommand): Promise<InviteLinkView> {
    const { principal, classId, action } = payload;
    return this.managed.within(principal, classId, context, async (manager, classContext) => {
      await this.links.decideWithin(
        manager,
        classId,
        { type: 'ChangeInviteLink', action, newLinkId: uuidv7(), now: context.now },
        classContext,
      );
      const link = await linkOfClass(manager, classId);
      if (!link) throw new Error(`class ${classId} has no invite link after changing it`);
      return this.links.view(link, context.now);
    });
  }
}
