import {
  INVITE_LINK_ACTIONS,
  type InviteLinkAction,
  type InviteLinkState,
  type InviteLinkView,
} from '@atelier/contracts';
import { effectiveInviteLinkState, inviteLinkAfter } from '@atelier/machines';

/** What the invite-link panel shows of a link at a given time. */
export interface InviteLinkPanelView {
  /** The state at `now`: an activated link past its end date shows as expired. */
  state: InviteLinkState;
  /** The full address to share, only while the link works. */
  url: string | null;
  expiresAt: string | null;
  /** The actions the invite-link machine accepts now, in a fixed order. */
  actions: InviteLinkAction[];
}

/** The join page's full address: the server gives the path, the browser knows its origin. */
export function inviteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/**
 * The panel of a link read from the server, at `now`: its state and the actions the invite-link
 * machine of machines/ accepts (the server refuses the others). `regenerate` is always possible;
 * the panel offers it once a link exists to replace, that is, not for a link never switched on.
 */
export function inviteLinkPanelView(
  link: InviteLinkView,
  origin: string,
  now: Date,
): InviteLinkPanelView {
  const stored = { state: link.state, expiresAt: link.expiresAt };
  const state = effectiveInviteLinkState(stored, now);
  const actions = INVITE_LINK_ACTIONS.filter((action) => {
    if (action === 'regenerate') return state !== 'not-activated';
    return inviteLinkAfter(stored, action, now) !== null;
  });
  return {
    state,
    url: state === 'activated' ? inviteUrl(origin, link.path) : null,
    expiresAt: link.expiresAt,
    actions,
  };
}
