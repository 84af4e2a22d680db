import type { InviteLinkView } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { v7 as uuidv7 } from 'uuid';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { ensureLinkWithin } from '../commands/manage-invite-link/managed-invite-link.js';
import { InviteLinks } from '../invite-links.js';
import { linkOfClass } from '../read-model/invitation-rows.js';
import { SeedInviteLinkCommand } from './seed-invite-link.command.js';

/** No access check: the seed (or a test) acts as the system, never on behalf of a request. */
@CommandHandler(SeedInviteLinkCommand)
export class SeedInviteLinkHandler implements ICommandHandler<
  SeedInviteLinkCommand,
  InviteLinkView
> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly links: InviteLinks,
  ) {}

  async execute({ payload, context }: SeedInviteLinkCommand): Promise<InviteLinkView> {
    const { schoolId, classId, switchedOnAt } = payload;
    // The switch-on happened at `switchedOnAt`: its event carries that time.
    const then = { ...context, schoolId, now: switchedOnAt };
    return this.unitOfWork.run(async (manager) => {
      await ensureLinkWithin(this.links, manager, { id: classId, schoolId }, then);
      await this.links.decideWithin(
        manager,
        classId,
        { type: 'ChangeInviteLink', action: 'switch-on', newLinkId: uuidv7(), now: switchedOnAt },
        then,
      );
      const link = await linkOfClass(manager, classId);
      if (!link) throw new Error(`class ${classId} has no invite link after seeding it`);
      return this.links.view(link, context.now);
    });
  }
}
