import type { InviteLinkView } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { inviteLinkPanelView, inviteUrl } from './invite-link-view';

const ORIGIN = 'https://atelier.example';
const NOW = new Date('2026-03-10T09:00:00.000Z');

function buildLink(overrides: Partial<InviteLinkView> = {}): InviteLinkView {
  return { state: 'not-activated', path: '/invite/tok-1', expiresAt: null, ...overrides };
}

describe('inviteUrl', () => {
  it('prefixes the path with the page’s origin', () => {
    expect(inviteUrl(ORIGIN, '/invite/tok-1')).toBe('https://atelier.example/invite/tok-1');
  });
});

describe('inviteLinkPanelView', () => {
  it('a link never switched on can only be switched on, and has no address to share', () => {
    expect(inviteLinkPanelView(buildLink(), ORIGIN, NOW)).toEqual({
      state: 'not-activated',
      url: null,
      expiresAt: null,
      actions: ['switch-on'],
    });
  });

  it('an activated link is shared until its end date; it can be switched off or replaced', () => {
    const sut = inviteLinkPanelView(
      buildLink({ state: 'activated', expiresAt: '2026-03-20T09:00:00.000Z' }),
      ORIGIN,
      NOW,
    );
    expect(sut).toEqual({
      state: 'activated',
      url: 'https://atelier.example/invite/tok-1',
      expiresAt: '2026-03-20T09:00:00.000Z',
      actions: ['switch-off', 'regenerate'],
    });
  });

  it('a switched-off link can be switched on again or replaced, and is not shared', () => {
    const sut = inviteLinkPanelView(
      buildLink({ state: 'switched-off', expiresAt: '2026-03-20T09:00:00.000Z' }),
      ORIGIN,
      NOW,
    );
    expect(sut.state).toBe('switched-off');
    expect(sut.url).toBeNull();
    expect(sut.actions).toEqual(['switch-on', 'regenerate']);
  });

  it('an activated link past its end date shows as expired: only a new link helps', () => {
    const sut = inviteLinkPanelView(
      buildLink({ state: 'activated', expiresAt: '2026-03-10T08:59:59.000Z' }),
      ORIGIN,
      NOW,
    );
    expect(sut).toMatchObject({ state: 'expired', url: null, actions: ['regenerate'] });
  });

  it('a switched-off link past its end date cannot be switched on again', () => {
    const sut = inviteLinkPanelView(
      buildLink({ state: 'switched-off', expiresAt: '2026-03-01T00:00:00.000Z' }),
      ORIGIN,
      NOW,
    );
    expect(sut).toMatchObject({ state: 'expired', actions: ['regenerate'] });
  });

  it('an expired link stays expired', () => {
    const sut = inviteLinkPanelView(
      buildLink({ state: 'expired', expiresAt: '2026-03-01T00:00:00.000Z' }),
      ORIGIN,
      NOW,
    );
    expect(sut).toMatchObject({ state: 'expired', actions: ['regenerate'] });
  });
});
