import type { InviteLinkAction, InviteLinkState } from '@atelier/contracts';
import {
  effectiveInviteLinkState,
  inviteLinkAfter,
  type StoredInviteLink,
} from '@atelier/machines';
import type { Decider } from '../../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import type { InviteLinkEvent } from './invitation.events.js';

export type InviteLinkCommand =
  /** Creates the class's first link when it has none (the manager's first look creates it). */
  | { type: 'EnsureInviteLink'; schoolId: string; classId: string; linkId: string }
  /** `newLinkId` is the id a `regenerate` gives the new link. */
  | { type: 'ChangeInviteLink'; action: InviteLinkAction; newLinkId: string; now: Date }
  /** Records the expiry of a link past its end date, once; otherwise nothing. */
  | { type: 'ExpireInviteLink'; linkId: string; now: Date }
  /** A student joins through the link: refused (`linkExpired`) unless the link is usable now. */
  | { type: 'UseInviteLink'; linkId: string; now: Date };

export interface InviteLinkDeciderState {
  scope: { schoolId: string; classId: string } | null;
  link: (StoredInviteLink & { linkId: string }) | null;
}

/**
 * The class invite link (spec section 4: not activated, activated, expired; switched on or off;
 * invalid once expired). The transitions are the machine's (`@atelier/machines`): what it refuses
 * is refused here, with `transitionRefused`, or `linkExpired` for a use.
 */
export const inviteLinkDecider: Decider<
  InviteLinkDeciderState,
  InviteLinkCommand,
  InviteLinkEvent
> = {
  initialState: { scope: null, link: null },

  evolve(state, event) {
    switch (event.type) {
      case 'InviteLinkCreated':
        return {
          scope: { schoolId: event.data.schoolId, classId: event.data.classId },
          link: { linkId: event.data.linkId, state: 'not-activated', expiresAt: null },
        };
      case 'InviteLinkSwitchedOn':
        return withLink(state, event.data.linkId, {
          state: 'activated',
          expiresAt: event.data.expiresAt,
        });
      case 'InviteLinkSwitchedOff':
        return withLink(state, event.data.linkId, { state: 'switched-off' });
      case 'InviteLinkExpired':
        return withLink(state, event.data.linkId, { state: 'expired' });
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'EnsureInviteLink': {
        if (state.link) return [];
        const { schoolId, classId, linkId } = command;
        return [{ type: 'InviteLinkCreated', data: { schoolId, classId, linkId } }];
      }
      case 'ChangeInviteLink': {
        const { scope, link } = state;
        if (!scope || !link) throw new DomainError('notFound');
        switch (command.action) {
          case 'regenerate':
            return [
              {
                type: 'InviteLinkCreated',
                data: {
                  schoolId: scope.schoolId,
                  classId: scope.classId,
                  linkId: command.newLinkId,
                },
              },
            ];
          case 'switch-on': {
            const next = inviteLinkAfter(link, 'switch-on', command.now);
            if (!next?.expiresAt) throw new DomainError('transitionRefused');
            return [
              {
                type: 'InviteLinkSwitchedOn',
                data: { linkId: link.linkId, expiresAt: next.expiresAt },
              },
            ];
          }
          case 'switch-off': {
            if (!inviteLinkAfter(link, 'switch-off', command.now)) {
              throw new DomainError('transitionRefused');
            }
            return [{ type: 'InviteLinkSwitchedOff', data: { linkId: link.linkId } }];
          }
          default: {
            const unreachable: never = command.action;
            return unreachable;
          }
        }
      }
      case 'ExpireInviteLink': {
        const { link } = state;
        if (!link || link.linkId !== command.linkId || link.state === 'expired') return [];
        // The machine ages the stored link to `now`: expired means its end date has passed.
        if (effectiveInviteLinkState(link, command.now) !== 'expired') return [];
        return [{ type: 'InviteLinkExpired', data: { linkId: link.linkId } }];
      }
      case 'UseInviteLink': {
        const { link } = state;
        if (!link || link.linkId !== command.linkId) throw new DomainError('linkExpired');
        if (!inviteLinkAfter(link, 'use', command.now)) throw new DomainError('linkExpired');
        return [];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};

function withLink(
  state: InviteLinkDeciderState,
  linkId: string,
  change: { state: InviteLinkState; expiresAt?: string | null },
): InviteLinkDeciderState {
  // An event of a link that has been replaced since cannot exist: the stream is the class's.
  if (!state.link || state.link.linkId !== linkId) return state;
  return { ...state, link: { ...state.link, ...change } };
}
