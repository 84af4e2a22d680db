/**
 * One class invite link (product spec section 4: "Class invite link: not activated, activated,
 * expired; can be switched on or off; invalid once expired").
 *
 * Switching a new link on starts its validity (`validDays`, SCHOOL_ADMIN_LIMITS.inviteLinkValidDays
 * by default); switching it off and on again keeps the original end date, so switching cannot
 * extend a link. Once the end date has passed the link is `expired` for good (final); the owner
 * makes a new one (`regenerate` on the server: a new link, in the machine's initial state).
 *
 * Time comes in two ways. Events that depend on it carry `now` (ISO-8601), so the server's pure
 * helpers below never read a clock. A running actor (the web's class page) also expires by itself:
 * `activated` has a delayed transition timed from `expiresAt` and the actor's clock, so tests and
 * the replay CLI drive it with a `SimulatedClock`.
 */
import {
  SCHOOL_ADMIN_LIMITS,
  type InviteLinkAction,
  type InviteLinkState,
} from '@atelier/contracts';
import { and, assign, initialTransition, setup, transition, type EventObject } from 'xstate';
import { startInputField } from './start-input.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The longest delay a timer can hold (`setTimeout` takes a signed 32-bit number of
 * milliseconds, about 24.8 days; longer delays fire at once). A running actor therefore accepts
 * `validDays` up to MAX_INVITE_LINK_VALID_DAYS; the pure helpers have no such limit.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;
export const MAX_INVITE_LINK_VALID_DAYS = Math.floor(MAX_TIMER_MS / DAY_MS);

export interface InviteLinkContext {
  /** When the link stops working (ISO-8601); null until it is first switched on. */
  expiresAt: string | null;
  /** How long a link works once switched on. */
  validDays: number;
}

/**
 * A stored link to resume from (all optional): its state (default `not-activated`), its end
 * date, its validity, and `now`, the time the stored link is read (ISO-8601): an activated or
 * switched-off link whose end date has passed at `now` starts `expired`. Without `now`, an
 * activated link expires as soon as the actor's clock says so.
 */
export type InviteLinkInput = {
  state?: InviteLinkState;
  expiresAt?: string | null;
  validDays?: number;
  now?: string;
} | void;

export type InviteLinkEvent =
  /** not activated → activated (the validity starts at `now`); switched off → activated, or expired if past its end */
  | { type: 'SWITCH_ON'; now: string }
  /** activated → switched off */
  | { type: 'SWITCH_OFF' }
  /** activated or switched off → expired (the server saw the end date pass) */
  | { type: 'EXPIRE' }
  /** Someone follows the link at `now`: accepted (no change) before the end date, else → expired */
  | { type: 'USE'; now: string };

export type InviteLinkEventType = InviteLinkEvent['type'];

/** A stored link as the server keeps it. */
export interface StoredInviteLink {
  state: InviteLinkState;
  expiresAt: string | null;
}

/**
 * Whether a link with this end date no longer works at `now` (ms). A missing or unreadable end
 * date counts as passed: an activated link always has one, so its absence means bad data, and a
 * link then fails closed.
 */
export function isPastExpiry(expiresAt: string | null, now: number): boolean {
  if (expiresAt === null) return true;
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) || now >= end;
}

/** `now` + `days` days, as ISO-8601. */
export function addDays(now: string, days: number): string {
  return new Date(Date.parse(now) + days * DAY_MS).toISOString();
}

/** The context on start (from the input). */
export function initialInviteLinkContext(input: InviteLinkInput): InviteLinkContext {
  const stored = input || {};
  const validDays = stored.validDays ?? SCHOOL_ADMIN_LIMITS.inviteLinkValidDays;
  if (!Number.isInteger(validDays) || validDays < 1 || validDays > MAX_INVITE_LINK_VALID_DAYS) {
    throw new Error(
      `validDays must be a whole number of days from 1 to ${MAX_INVITE_LINK_VALID_DAYS}`,
    );
  }
  return { expiresAt: stored.expiresAt ?? null, validDays };
}

/** The time an event says it is (ms), if it says. */
function eventNow(event: EventObject): number | null {
  const now = (event as EventObject & { now?: unknown }).now ?? startInputField(event, 'now');
  if (typeof now !== 'string') return null;
  const ms = Date.parse(now);
  return Number.isNaN(ms) ? null : ms;
}

/** The actor's clock: a `SimulatedClock` has `now()`; the default clock is the real one. */
function clockNow(system: unknown): number {
  const clock = (system as { _clock?: { now?: () => number } } | undefined)?._clock;
  return typeof clock?.now === 'function' ? clock.now() : Date.now();
}

const machineSetup = setup({
  types: {
    context: {} as InviteLinkContext,
    events: {} as InviteLinkEvent,
    input: {} as InviteLinkInput,
  },
  actions: {
    /** The validity starts: `expiresAt` = now + validDays days. */
    startValidity: assign(({ context }, { now }: { now: string }) => ({
      expiresAt: addDays(now, context.validDays),
    })),
  },
  delays: {
    /**
     * From entering `activated` to the end date: measured from the `now` of the event that
     * entered (SWITCH_ON, or the input's `now` on resume), else from the actor's clock.
     */
    linkExpiry: ({ context, event, system }) => {
      const now = eventNow(event) ?? clockNow(system);
      const end = context.expiresAt === null ? Number.NaN : Date.parse(context.expiresAt);
      if (Number.isNaN(end)) return 0;
      return Math.min(MAX_TIMER_MS, Math.max(0, end - now));
    },
  },
  guards: {
    /** The stored state given as input is `state` (read once, while starting). */
    storedAs: ({ event }, { state }: { state: InviteLinkState }) =>
      startInputField(event, 'state') === state,
    /** The input's `now` is past the stored end date (false without a `now`). */
    storedPastExpiry: ({ context, event }) => {
      const now = eventNow(event);
      return now !== null && isPastExpiry(context.expiresAt, now);
    },
    /** The event's `now` is past the link's end date. */
    pastExpiry: ({ context, event }) => {
      const now = eventNow(event);
      return now === null || isPastExpiry(context.expiresAt, now);
    },
  },
});

const toExpired = { target: '#inviteLink.expired' } as const;

export const inviteLinkMachine = machineSetup.createMachine({
  id: 'inviteLink',
  context: ({ input }) => initialInviteLinkContext(input),
  initial: 'restoring',
  states: {
    /** Transient: goes to the stored state of the input, `not-activated` without one. */
    restoring: {
      always: [
        { guard: { type: 'storedAs', params: { state: 'expired' } }, target: 'expired' },
        {
          guard: and([
            { type: 'storedAs', params: { state: 'activated' as const } },
            'storedPastExpiry',
          ]),
          target: 'expired',
        },
        { guard: { type: 'storedAs', params: { state: 'activated' } }, target: 'activated' },
        {
          guard: and([
            { type: 'storedAs', params: { state: 'switched-off' as const } },
            'storedPastExpiry',
          ]),
          target: 'expired',
        },
        { guard: { type: 'storedAs', params: { state: 'switched-off' } }, target: 'switched-off' },
        { target: 'not-activated' },
      ],
    },
    'not-activated': {
      on: {
        SWITCH_ON: {
          target: 'activated',
          actions: { type: 'startValidity', params: ({ event }) => ({ now: event.now }) },
        },
      },
    },
    /** Works until `expiresAt`; expires by itself then. */
    activated: {
      after: { linkExpiry: toExpired },
      on: {
        SWITCH_OFF: { target: 'switched-off' },
        EXPIRE: toExpired,
        // a use before the end date stays (not re-entered: the timer keeps running)
        USE: [{ guard: 'pastExpiry', ...toExpired }, { target: '#inviteLink.activated' }],
      },
    },
    /** Does not work; switching on again keeps the original end date. */
    'switched-off': {
      on: {
        SWITCH_ON: [{ guard: 'pastExpiry', ...toExpired }, { target: 'activated' }],
        EXPIRE: toExpired,
      },
    },
    /** Invalid for good. */
    expired: { type: 'final' },
  },
});

/* ─────────────────── pure helpers (server and web) ─────────────────── */

/** What the server may do to a link: the contracts' actions, the expiry, and a use. */
export type InviteLinkMachineAction = InviteLinkAction | 'expire' | 'use';

/** A stored link, with its validity if not the default. */
export interface InviteLinkRecord extends StoredInviteLink {
  validDays?: number;
}

function linkSnapshot(link: InviteLinkRecord) {
  return inviteLinkMachine.resolveState({
    value: link.state,
    context: {
      expiresAt: link.expiresAt,
      validDays: link.validDays ?? SCHOOL_ADMIN_LIMITS.inviteLinkValidDays,
    },
  });
}

type LinkSnapshot = ReturnType<typeof linkSnapshot>;

function linkOf(snapshot: LinkSnapshot): StoredInviteLink {
  return { state: snapshot.value as InviteLinkState, expiresAt: snapshot.context.expiresAt };
}

function step(snapshot: LinkSnapshot, event: InviteLinkEvent): LinkSnapshot | null {
  if (!snapshot.can(event)) return null;
  return transition(inviteLinkMachine, snapshot, event)[0];
}

/** The stored link as the machine has it at `now`: past its end date it takes EXPIRE. */
function linkAt(link: InviteLinkRecord, now: Date): LinkSnapshot {
  const snapshot = linkSnapshot(link);
  const due =
    (link.state === 'activated' || link.state === 'switched-off') &&
    isPastExpiry(link.expiresAt, now.getTime());
  return (due && step(snapshot, { type: 'EXPIRE' })) || snapshot;
}

/**
 * The state of a stored link at `now`: an activated or switched-off link past its end date is
 * `expired` (the server then records the expiry; the stored state may lag behind the clock).
 */
export function effectiveInviteLinkState(link: StoredInviteLink, now: Date): InviteLinkState {
  return linkAt(link, now).value as InviteLinkState;
}

/**
 * The link after `action` at `now`, or null if the machine refuses it (answer transitionRefused,
 * or linkExpired for a use). The expiry due at `now` is applied first, so every action on a link
 * whose end date has passed is refused, `use` included: a use is accepted only while the link is
 * activated and before its end date. `regenerate` is always accepted and gives a new link in the
 * machine's initial state.
 */
export function inviteLinkAfter(
  link: InviteLinkRecord,
  action: InviteLinkMachineAction,
  now: Date,
): StoredInviteLink | null {
  if (action === 'regenerate') {
    const [fresh] = initialTransition(inviteLinkMachine);
    return linkOf(fresh);
  }
  const iso = now.toISOString();
  const events: Record<Exclude<InviteLinkMachineAction, 'regenerate'>, InviteLinkEvent> = {
    'switch-on': { type: 'SWITCH_ON', now: iso },
    'switch-off': { type: 'SWITCH_OFF' },
    expire: { type: 'EXPIRE' },
    use: { type: 'USE', now: iso },
  };
  const next = step(linkAt(link, now), events[action]);
  return next ? linkOf(next) : null;
}

/** Whether someone following the link at `now` may join (activated, before its end date). */
export function canUseInviteLink(link: StoredInviteLink, now: Date): boolean {
  return inviteLinkAfter(link, 'use', now)?.state === 'activated';
}
