import type { InviteLinkView } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../infrastructure/database/unit-of-work.js';
import { ClassAccess } from '../../../tenancy/class-access.js';
import { firstLinkIdOf, InviteLinks } from '../../invite-links.js';
import { linkOfClass } from '../../read-model/invitation-rows.js';
import { ShowInviteLinkCommand } from './show-invite-link.command.js';

@CommandHandler(ShowInviteLinkCommand)
export class ShowInviteLinkHandler implements ICommandHandler<
  ShowInviteLinkCommand,
  InviteLinkView
> {
  constructor(
    private readonly access: ClassAccess,
    private readonly unitOfWork: UnitOfWork,
    private readonly links: InviteLinks,
  ) {}

  async execute({ payload, context }: ShowInviteLinkCommand): Promise<InviteLinkView> {
    const found = await this.access.requireClass(
      payload.principal,
      payload.classId,
      'manage-members',
    );
    const classContext = { ...context, schoolId: found.schoolId };
    return this.unitOfWork.run(async (manager) => {
      await ensureLinkWithin(this.links, manager, found, classContext);
      const link = await linkOfClass(manager, found.id);
      if (!link) throw new Error(`class ${found.id} has no invite link after creating it`);
      if (this.links.expiryDue(link, context.now)) {
        await this.links.decideWithin(
          manager,
          found.id,
          { type: 'ExpireInviteLink', linkId: link.link_id, now: context.now },
          classContext,
        );
      }
      return this.links.view(link, context.now);
    });
  }
}

/** Creates the class's first link if it has none, in the caller's transaction. */
export async function ensureLinkWithin(
  links: InviteLinks,
  manager: Parameters<InviteLinks['decideWithin']>[0],
  found: { id: string; schoolId: string },
  context: Parameters<InviteLinks['decideWithin']>[3],
): Promise<void> {
  await links.decideWithin(
    manager,
    found.id,
    {
      type: 'EnsureInviteLink',
      schoolId: found.schoolId,
      classId: found.id,
      linkId: firstLinkIdOf(found.id),
    },
    context,
  );
}
