import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CommandContext } from '../../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../../infrastructure/database/unit-of-work.js';
import type { SessionPrincipal } from '../../../../../infrastructure/http/session-principal.js';
import { ClassAccess } from '../../../tenancy/class-access.js';
import { firstLinkIdOf, InviteLinks } from '../../invite-links.js';

/**
 * What showing and changing a class's invite link share: the caller must manage the class's
 * members (`ClassAccess`); then, in one transaction, the class's first link is created if it has
 * none, and `work` runs with the context of the class's school.
 */
@Injectable()
export class ManagedInviteLink {
  constructor(
    private readonly access: ClassAccess,
    private readonly unitOfWork: UnitOfWork,
    private readonly links: InviteLinks,
  ) {}

  async within<T>(
    principal: SessionPrincipal,
    classId: string,
    context: CommandContext,
    work: (manager: EntityManager, classContext: CommandContext) => Promise<T>,
  ): Promise<T> {
    const found = await this.access.requireClass(principal, classId, 'manage-members');
    const classContext = { ...context, schoolId: found.schoolId };
    return this.unitOfWork.run(async (manager) => {
      await ensureLinkWithin(this.links, manager, found, classContext);
      return work(manager, classContext);
    });
  }
}

/** Creates the class's first link if it has none, in the caller's transaction. */
export async function ensureLinkWithin(
  links: InviteLinks,
  manager: EntityManager,
  found: { id: string; schoolId: string },
  context: CommandContext,
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
