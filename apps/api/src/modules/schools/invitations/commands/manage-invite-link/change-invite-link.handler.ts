import type { InviteLinkView } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { v7 as uuidv7 } from 'uuid';
import { UnitOfWork } from '../../../../../infrastructure/database/unit-of-work.js';
import { ClassAccess } from '../../../tenancy/class-access.js';
import { InviteLinks } from '../../invite-links.js';
import { linkOfClass } from '../../read-model/invitation-rows.js';
import { ChangeInviteLinkCommand } from './change-invite-link.command.js';
import { ensureLinkWithin } from './show-invite-link.handler.js';

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
    private readonly access: ClassAccess,
    private readonly unitOfWork: UnitOfWork,
    private readonly links: InviteLinks,
  ) {}

  async execute({ payload, context }: ChangeInviteLinkCommand): Promise<InviteLinkView> {
    const found = await this.access.requireClass(
      payload.principal,
      payload.classId,
      'manage-members',
    );
    const classContext = { ...context, schoolId: found.schoolId };
    return this.unitOfWork.run(async (manager) => {
      await ensureLinkWithin(this.links, manager, found, classContext);
      await this.links.decideWithin(
        manager,
        found.id,
        { type: 'ChangeInviteLink', action: payload.action, newLinkId: uuidv7(), now: context.now },
        classContext,
      );
      const link = await linkOfClass(manager, found.id);
      if (!link) throw new Error(`class ${found.id} has no invite link after changing it`);
      return this.links.view(link, context.now);
    });
  }
}
