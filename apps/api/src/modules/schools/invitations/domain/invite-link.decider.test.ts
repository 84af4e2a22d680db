import { SCHOOL_ADMIN_LIMITS } from '@atelier/contracts';
import { describe, it } from 'vitest';
import { given } from '../../../../../test/given-when-then.js';
import { inviteLinkDecider } from './invite-link.decider.js';
import type { InviteLinkEvent } from './invitation.events.js';

const DAY_MS = 86_400_000;
const t0 = new Date('2026-03-02T09:00:00.000Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY_MS);
const validDays = SCHOOL_ADMIN_LIMITS.inviteLinkValidDays;

const created: InviteLinkEvent = {
  type: 'InviteLinkCreated',
  data: { schoolId: 's1', classId: 'c1', linkId: 'l1' },
};
const switchedOn: InviteLinkEvent = {
  type: 'InviteLinkSwitchedOn',
  data: { linkId: 'l1', expiresAt: at(validDays).toISOString() },
};
const switchedOff: InviteLinkEvent = { type: 'InviteLinkSwitchedOff', data: { linkId: 'l1' } };
const expired: InviteLinkEvent = { type: 'InviteLinkExpired', data: { linkId: 'l1' } };

const change = (action: 'switch-on' | 'switch-off' | 'regenerate', now = t0) =>
  ({ type: 'ChangeInviteLink', action, newLinkId: 'l2', now }) as const;

describe('inviteLinkDecider', () => {
  describe('EnsureInviteLink', () => {
    it('creates the first link, then nothing', () => {
      const ensure = {
        type: 'EnsureInviteLink',
        schoolId: 's1',
        classId: 'c1',
        linkId: 'l1',
      } as const;
      given(inviteLinkDecider, []).when(ensure).then([created]);
      given(inviteLinkDecider, [created]).when(ensure).then([]);
    });
  });

  describe('ChangeInviteLink', () => {
    it('switches a new link on for the validity period', () => {
      given(inviteLinkDecider, [created]).when(change('switch-on')).then([switchedOn]);
    });
    it('switches an active link off, and on again with its original end date', () => {
      given(inviteLinkDecider, [created, switchedOn])
        .when(change('switch-off', at(1)))
        .then([switchedOff]);
      given(inviteLinkDecider, [created, switchedOn, switchedOff])
        .when(change('switch-on', at(2)))
        .then([switchedOn]);
    });
    it('refuses what the machine refuses', () => {
      given(inviteLinkDecider, [created])
        .when(change('switch-off'))
        .thenThrows('transitionRefused');
      given(inviteLinkDecider, [created, switchedOn])
        .when(change('switch-on', at(1)))
        .thenThrows('transitionRefused');
      given(inviteLinkDecider, [created, switchedOn, expired])
        .when(change('switch-on', at(validDays + 1)))
        .thenThrows('transitionRefused');
      // Past its end date but not yet recorded: expired all the same.
      given(inviteLinkDecider, [created, switchedOn, switchedOff])
        .when(change('switch-on', at(validDays)))
        .thenThrows('transitionRefused');
    });
    it('regenerates in any state, giving a new link', () => {
      const regenerated: InviteLinkEvent = {
        type: 'InviteLinkCreated',
        data: { schoolId: 's1', classId: 'c1', linkId: 'l2' },
      };
      given(inviteLinkDecider, [created, switchedOn, expired])
        .when(change('regenerate'))
        .then([regenerated]);
      given(inviteLinkDecider, [created, switchedOn, expired, regenerated])
        .when(change('switch-on'))
        .then([
          {
            type: 'InviteLinkSwitchedOn',
            data: { linkId: 'l2', expiresAt: at(validDays).toISOString() },
          },
        ]);
    });
    it('refuses a class without a link', () => {
      given(inviteLinkDecider, []).when(change('switch-on')).thenThrows('notFound');
    });
  });

  describe('ExpireInviteLink', () => {
    it('records the expiry of a link past its end date once', () => {
      const expire = { type: 'ExpireInviteLink', linkId: 'l1', now: at(validDays) } as const;
      given(inviteLinkDecider, [created, switchedOn]).when(expire).then([expired]);
      given(inviteLinkDecider, [created, switchedOn, switchedOff]).when(expire).then([expired]);
      given(inviteLinkDecider, [created, switchedOn, expired]).when(expire).then([]);
    });
    it('records nothing before the end date, for a new link or for another link', () => {
      given(inviteLinkDecider, [created, switchedOn])
        .when({ type: 'ExpireInviteLink', linkId: 'l1', now: at(validDays - 1) })
        .then([]);
      given(inviteLinkDecider, [created])
        .when({ type: 'ExpireInviteLink', linkId: 'l1', now: at(100) })
        .then([]);
      given(inviteLinkDecider, [created, switchedOn])
        .when({ type: 'ExpireInviteLink', linkId: 'other', now: at(validDays) })
        .then([]);
    });
  });

  describe('UseInviteLink', () => {
    const use = (now: Date, linkId = 'l1') => ({ type: 'UseInviteLink', linkId, now }) as const;
    it('lets an activated link be used before its end date, recording nothing', () => {
      given(inviteLinkDecider, [created, switchedOn])
        .when(use(at(1)))
        .then([]);
    });
    it.each([
      ['not activated', [created], at(1)],
      ['switched off', [created, switchedOn, switchedOff], at(1)],
      ['past its end date', [created, switchedOn], at(validDays)],
      ['expired', [created, switchedOn, expired], at(validDays + 1)],
    ] as const)('refuses a link %s with linkExpired', (_case, history, now) => {
      given(inviteLinkDecider, [...history])
        .when(use(now))
        .thenThrows('linkExpired');
    });
    it('refuses a regenerated-away link and an unknown one', () => {
      given(inviteLinkDecider, [
        created,
        switchedOn,
        { type: 'InviteLinkCreated', data: { schoolId: 's1', classId: 'c1', linkId: 'l2' } },
      ])
        .when(use(at(1)))
        .thenThrows('linkExpired');
      given(inviteLinkDecider, [])
        .when(use(at(1)))
        .thenThrows('linkExpired');
    });
  });
});
