import { INVITE_PAGE_PATH, type InviteLinkView } from '@atelier/contracts';
import { effectiveInviteLinkState } from '@atelier/machines';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { v5 as uuidv5 } from 'uuid';
import { CommandRunner, type CommandContext } from '../../../infrastructure/cqrs/command-runner.js';
import { inviteLinkDecider, type InviteLinkCommand } from './domain/invite-link.decider.js';
import { inviteLinkStream } from './domain/invitation.events.js';
import { projectInviteLinkEvents } from './projections/invitations.projection.js';
import type { InviteLinkRow } from './read-model/invitation-rows.js';
import { InvitationTokens } from './security/invitation-tokens.js';

/** Fixed namespace of first link ids (a class's first link id follows from the class id). */
const FIRST_LINK_NAMESPACE = '0b8f6d2e-7c1a-4f5e-9a3d-5e2c8b1f4a70';

/**
 * A class's first link has a known id, so the class detail can show its (not yet activated)
 * link before anyone has created it; the manager's first look creates it with this id. Its token
 * still needs the server secret.
 */
export function firstLinkIdOf(classId: string): string {
  return uuidv5(classId, FIRST_LINK_NAMESPACE);
}

/** Sends the invite-link decider's commands and maps links to what the API answers. */
@Injectable()
export class InviteLinks {
  constructor(
    private readonly runner: CommandRunner,
    private readonly tokens: InvitationTokens,
  ) {}

  /** Inside the caller's transaction. */
  async decideWithin(
    manager: EntityManager,
    classId: string,
    command: InviteLinkCommand,
    context: CommandContext,
  ): Promise<void> {
    await this.runner.runWithin(manager, {
      ...inviteLinkStream(classId),
      decider: inviteLinkDecider,
      command,
      context,
      project: projectInviteLinkEvents,
    });
  }

  /** In a transaction of its own. */
  async decide(
    classId: string,
    command: InviteLinkCommand,
    context: CommandContext,
  ): Promise<void> {
    await this.runner.run({
      ...inviteLinkStream(classId),
      decider: inviteLinkDecider,
      command,
      context,
      project: projectInviteLinkEvents,
    });
  }

  /** Whether the link has passed its end date without the expiry being recorded yet. */
  expiryDue(link: InviteLinkRow, now: Date): boolean {
    return link.state !== 'expired' && this.stateAt(link, now) === 'expired';
  }

  stateAt(link: InviteLinkRow, now: Date): InviteLinkView['state'] {
    return effectiveInviteLinkState({ state: link.state, expiresAt: link.expires_at }, now);
  }

  view(link: InviteLinkRow, now: Date): InviteLinkView {
    return {
      state: this.stateAt(link, now),
      path: this.pathOf(link.link_id),
      expiresAt: link.expires_at,
    };
  }

  /** The view of a class that has no link yet: its first link, not activated. */
  firstView(classId: string): InviteLinkView {
    return { state: 'not-activated', path: this.pathOf(firstLinkIdOf(classId)), expiresAt: null };
  }

  private pathOf(linkId: string): string {
    return `${INVITE_PAGE_PATH}/${this.tokens.linkToken(linkId)}`;
  }
}
