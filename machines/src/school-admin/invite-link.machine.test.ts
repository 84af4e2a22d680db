import { INVITE_LINK_STATES, SCHOOL_ADMIN_LIMITS, type InviteLinkState } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { stateValueText } from '../replay/replay.js';
import { clockedActor } from '../testing/code-machine-suite.js';
import {
  checkModel,
  definedLeafStates,
  delayedEventTypes,
  redefine,
  type ExpectedStep,
} from '../testing/model-check.js';
import {
  canUseInviteLink,
  DAY_MS,
  effectiveInviteLinkState,
  inviteLinkAfter,
  inviteLinkMachine,
  MAX_INVITE_LINK_VALID_DAYS,
  type InviteLinkEvent,
  type InviteLinkInput,
  type InviteLinkMachineAction,
  type StoredInviteLink,
} from './invite-link.machine.js';
import { inviteLinkEventSchema, inviteLinkInputSchema } from './school-admin.events.js';

type Snapshot = SnapshotFrom<typeof inviteLinkMachine>;

/* ─────────────────────────── sample data ─────────────────────────── */

const T0 = Date.parse('2025-03-01T08:00:00.000Z');
const at = (days: number, ms = 0): string => new Date(T0 + days * DAY_MS + ms).toISOString();
/** The end date of a link switched on at T0 with the default validity. */
const E14 = at(SCHOOL_ADMIN_LIMITS.inviteLinkValidDays);

const EXPIRY = 'xstate.after.linkExpiry.inviteLink.activated';
type ModelEvent = InviteLinkEvent | { type: typeof EXPIRY };

/** One sample per event, and `now`s on both sides of each end date the samples create. */
const sampleEvents: ModelEvent[] = [
  { type: 'SWITCH_ON', now: at(0) },
  { type: 'SWITCH_ON', now: at(20) },
  { type: 'SWITCH_OFF' },
  { type: 'EXPIRE' },
  { type: 'USE', now: at(1) },
  { type: 'USE', now: at(20) },
  { type: 'USE', now: at(40) },
  { type: EXPIRY },
];

/** Inputs with the state each must start in. */
const inputs: Array<{ name: string; input: InviteLinkInput; starts: InviteLinkState }> = [
  { name: 'new link', input: undefined, starts: 'not-activated' },
  { name: 'new link, 3 days', input: { validDays: 3 }, starts: 'not-activated' },
  { name: 'stored activated', input: { state: 'activated', expiresAt: E14 }, starts: 'activated' },
  {
    name: 'stored activated, read before its end',
    input: { state: 'activated', expiresAt: E14, now: at(1) },
    starts: 'activated',
  },
  {
    name: 'stored activated, read at its end',
    input: { state: 'activated', expiresAt: E14, now: E14 },
    starts: 'expired',
  },
  {
    name: 'stored switched off',
    input: { state: 'switched-off', expiresAt: E14 },
    starts: 'switched-off',
  },
  {
    name: 'stored switched off, read after its end',
    input: { state: 'switched-off', expiresAt: E14, now: at(20) },
    starts: 'expired',
  },
  {
    name: 'stored switched off without end date',
    input: { state: 'switched-off', expiresAt: null },
    starts: 'switched-off',
  },
  { name: 'stored expired', input: { state: 'expired', expiresAt: E14 }, starts: 'expired' },
];

/* ───────────────── the oracle, written from the spec ───────────────── */

/** Past the end date at `now` (a missing end date counts as past: fail closed). */
function past(expiresAt: string | null, now: string): boolean {
  return expiresAt === null || Date.parse(now) >= Date.parse(expiresAt);
}

/**
 * Spec 4: not activated, activated, expired; switched on or off; invalid once expired. Switching
 * on starts the validity once; switching off and on keeps the end date; a use works only while
 * activated and before the end date; the end date passing expires the link by itself.
 */
function oracle(from: Snapshot, event: ModelEvent): ExpectedStep | null {
  const state = stateValueText(from.value) as InviteLinkState;
  const ctx = from.context;
  const go = (target: InviteLinkState): ExpectedStep => ({
    state: target,
    actions: [],
    context: { ...ctx },
  });
  switch (event.type) {
    case 'SWITCH_ON':
      if (state === 'not-activated')
        return {
          state: 'activated',
          actions: [{ name: 'startValidity', params: { now: event.now } }],
          context: {
            expiresAt: new Date(Date.parse(event.now) + ctx.validDays * DAY_MS).toISOString(),
            validDays: ctx.validDays,
          },
        };
      if (state === 'switched-off')
        return go(past(ctx.expiresAt, event.now) ? 'expired' : 'activated');
      return null;
    case 'SWITCH_OFF':
      return state === 'activated' ? go('switched-off') : null;
    case 'EXPIRE':
      return state === 'activated' || state === 'switched-off' ? go('expired') : null;
    case 'USE':
      if (state !== 'activated') return null;
      return go(past(ctx.expiresAt, event.now) ? 'expired' : 'activated');
    case EXPIRY:
      return state === 'activated' ? go('expired') : null;
  }
}

/** State plus what decides the guards and the new end date. */
const serializeState = (snapshot: Snapshot): string =>
  `${JSON.stringify(snapshot.value)} until=${snapshot.context.expiresAt} days=${snapshot.context.validDays}`;

function startProblems(machine: typeof inviteLinkMachine): string[] {
  return inputs.flatMap(({ name, input, starts }) => {
    const value = stateValueText(createActor(machine, { input }).getSnapshot().value);
    return value === starts ? [] : [`${name}: starts in ${value}, not ${starts}`];
  });
}

const check = (machine: typeof inviteLinkMachine) => {
  const report = checkModel({ machine, inputs, events: sampleEvents, serializeState, oracle });
  return { ...report, problems: [...startProblems(machine), ...report.problems] };
};

/* ─────────────────────────────── tests ─────────────────────────────── */

describe('invite link machine, model-based (every transition)', () => {
  const report = check(inviteLinkMachine);

  it('lists its one delayed event among the sample events', () => {
    expect(delayedEventTypes(inviteLinkMachine)).toEqual([EXPIRY]);
  });

  it('reaches every state the machine defines (restoring is transient)', () => {
    expect(report.reachedStates).toEqual(
      definedLeafStates(inviteLinkMachine).filter((state) => state !== 'restoring'),
    );
    expect(report.reachedStates).toEqual([...INVITE_LINK_STATES].sort());
  });

  it('does, from every reachable vertex, what the spec says for every event; refused events change nothing', () => {
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(report.vertices * sampleEvents.length);
  });

  it('covers every transition the machine defines, the restoring ones included', () => {
    expect(report.uncoveredEdges).toEqual([]);
  });

  it.each<[string, () => typeof inviteLinkMachine, string]>([
    [
      'switching on again restarts the validity',
      () =>
        redefine(inviteLinkMachine, 'switched-off', (node) => {
          node.on = {
            ...node.on,
            SWITCH_ON: {
              target: 'activated',
              actions: {
                type: 'startValidity',
                params: ({ event }: { event: { now: string } }) => ({ now: event.now }),
              },
            },
          };
        }),
      'context.expiresAt',
    ],
    [
      'a use accepted after the end date',
      () =>
        redefine(inviteLinkMachine, 'activated', (node) => {
          node.on = { ...node.on, USE: { target: 'activated' } };
        }),
      '"USE"',
    ],
    [
      'no expiry by time',
      () =>
        redefine(inviteLinkMachine, 'activated', (node) => {
          delete node.after;
        }),
      EXPIRY,
    ],
    [
      'an expired link that can be switched on again',
      () =>
        redefine(inviteLinkMachine, 'expired', (node) => {
          delete node.type;
          node.on = { SWITCH_ON: { target: 'activated' } };
        }),
      'expired',
    ],
    [
      'a stored link read after its end date resumes as it was',
      () =>
        redefine(inviteLinkMachine, 'restoring', (node) => {
          node.always = (node.always as unknown[]).filter(
            (_, i) => i !== 1 && i !== 3, // the two "read past its end date" branches
          );
        }),
      'read at its end',
    ],
  ])('fails on a broken machine: %s', (_, make, clue) => {
    const broken = check(make());
    const found = [...broken.problems, ...broken.uncoveredEdges];
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toContain(clue);
  });
});

describe('invite link machine, on a simulated clock', () => {
  it(`expires by itself ${SCHOOL_ADMIN_LIMITS.inviteLinkValidDays} days after it was switched on`, () => {
    const link = clockedActor(inviteLinkMachine, undefined);
    link.send({ type: 'SWITCH_ON', now: at(0) });
    expect(link.took()).toEqual(['startValidity']);
    expect(link.context().expiresAt).toBe(E14);
    link.clock.increment(SCHOOL_ADMIN_LIMITS.inviteLinkValidDays * DAY_MS - 1);
    expect(link.state()).toBe('activated');
    link.clock.increment(1);
    expect(link.state()).toBe('expired');
    expect(link.took()).toEqual([]);
  });

  it('a use does not restart the timer', () => {
    const link = clockedActor(inviteLinkMachine, undefined);
    link.send({ type: 'SWITCH_ON', now: at(0) });
    link.clock.increment(10 * DAY_MS);
    link.send({ type: 'USE', now: at(10) });
    expect(link.state()).toBe('activated');
    link.clock.increment(4 * DAY_MS - 1);
    expect(link.state()).toBe('activated');
    link.clock.increment(1);
    expect(link.state()).toBe('expired');
  });

  it('switching off and on keeps the original end date', () => {
    const link = clockedActor(inviteLinkMachine, undefined);
    link.send({ type: 'SWITCH_ON', now: at(0) });
    link.clock.increment(3 * DAY_MS);
    link.send({ type: 'SWITCH_OFF' });
    link.clock.increment(2 * DAY_MS);
    link.send({ type: 'SWITCH_ON', now: at(5) });
    expect(link.context().expiresAt).toBe(E14);
    link.clock.increment(9 * DAY_MS - 1);
    expect(link.state()).toBe('activated');
    link.clock.increment(1);
    expect(link.state()).toBe('expired');
  });

  it('a switched-off link does not expire by the clock, but cannot be switched on after its end date', () => {
    const link = clockedActor(inviteLinkMachine, undefined);
    link.send({ type: 'SWITCH_ON', now: at(0) });
    link.send({ type: 'SWITCH_OFF' });
    link.clock.increment(30 * DAY_MS);
    expect(link.state()).toBe('switched-off');
    link.send({ type: 'SWITCH_ON', now: at(30) });
    expect(link.state()).toBe('expired');
  });

  it('uses the validity of the input', () => {
    const link = clockedActor(inviteLinkMachine, { validDays: 3 });
    link.send({ type: 'SWITCH_ON', now: at(0) });
    expect(link.context().expiresAt).toBe(at(3));
    link.clock.increment(3 * DAY_MS);
    expect(link.state()).toBe('expired');
  });

  it("resumes an activated link and expires it at its end date, timed from the input's now", () => {
    const link = clockedActor(inviteLinkMachine, {
      state: 'activated',
      expiresAt: E14,
      now: at(13),
    });
    link.clock.increment(DAY_MS - 1);
    expect(link.state()).toBe('activated');
    link.clock.increment(1);
    expect(link.state()).toBe('expired');
  });

  it("resumes an activated link without a now, timed from the actor's clock", () => {
    const clock = new SimulatedClock();
    clock.set(Date.parse(at(13, -5)));
    const actor = createActor(inviteLinkMachine, {
      input: { state: 'activated', expiresAt: E14 },
      clock,
    }).start();
    clock.increment(DAY_MS + 4);
    expect(actor.getSnapshot().value).toBe('activated');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('refuses a validity a timer cannot hold', () => {
    expect(MAX_INVITE_LINK_VALID_DAYS).toBe(24);
    for (const validDays of [MAX_INVITE_LINK_VALID_DAYS + 1, 0, 2.5]) {
      const snapshot = createActor(inviteLinkMachine, { input: { validDays } }).getSnapshot();
      expect(snapshot.status, `${validDays} days`).toBe('error');
      expect(String(snapshot.error)).toMatch(/validDays/);
    }
    expect(
      createActor(inviteLinkMachine, {
        input: { validDays: MAX_INVITE_LINK_VALID_DAYS },
      }).getSnapshot().context.validDays,
    ).toBe(MAX_INVITE_LINK_VALID_DAYS);
  });

  it('schemas: events and inputs of the machine fit, others do not', () => {
    for (const event of sampleEvents.filter((e): e is InviteLinkEvent => e.type !== EXPIRY))
      expect(inviteLinkEventSchema.parse(event)).toEqual(event);
    expect(inviteLinkEventSchema.safeParse({ type: 'SWITCH_ON' }).success).toBe(false);
    expect(inviteLinkEventSchema.safeParse({ type: 'USE', now: 'tomorrow' }).success).toBe(false);
    for (const { input } of inputs)
      expect(inviteLinkInputSchema.safeParse(input).success).toBe(true);
    expect(inviteLinkInputSchema.safeParse({ validDays: 25 }).success).toBe(false);
    expect(inviteLinkInputSchema.safeParse({ state: 'deleted' }).success).toBe(false);
  });
});

/* ──────────────── the helpers agree with a running actor ──────────────── */

const ACTIONS = ['switch-on', 'switch-off', 'expire', 'use'] as const;

function eventOf(action: (typeof ACTIONS)[number], now: string): InviteLinkEvent {
  switch (action) {
    case 'switch-on':
      return { type: 'SWITCH_ON', now };
    case 'switch-off':
      return { type: 'SWITCH_OFF' };
    case 'expire':
      return { type: 'EXPIRE' };
    case 'use':
      return { type: 'USE', now };
  }
}

/** A real actor resumed from the stored link read at `now`, sent the action's event at `now`. */
function actorAfter(
  link: StoredInviteLink,
  action: (typeof ACTIONS)[number],
  now: string,
): StoredInviteLink | null {
  const actor = createActor(inviteLinkMachine, {
    input: { ...link, now },
    clock: new SimulatedClock(),
  }).start();
  const event = eventOf(action, now);
  const snapshot = actor.getSnapshot();
  const accepted = snapshot.status === 'active' && snapshot.can(event);
  if (accepted) actor.send(event);
  const after = actor.getSnapshot();
  actor.stop();
  return accepted
    ? { state: after.value as InviteLinkState, expiresAt: after.context.expiresAt }
    : null;
}

const storedLinks: StoredInviteLink[] = [
  { state: 'not-activated', expiresAt: null },
  { state: 'activated', expiresAt: E14 },
  { state: 'switched-off', expiresAt: E14 },
  { state: 'expired', expiresAt: E14 },
  { state: 'switched-off', expiresAt: null },
];
const nows = [at(0), at(14, -1), E14, at(20)];

describe('invite link helpers', () => {
  const cases = storedLinks.flatMap((link) =>
    ACTIONS.flatMap((action) => nows.map((now) => [link, action, now] as const)),
  );

  it.each(cases)('inviteLinkAfter(%j, %s, %s) is what the machine does', (link, action, now) => {
    expect(inviteLinkAfter(link, action, new Date(now))).toEqual(actorAfter(link, action, now));
  });

  it.each(storedLinks.flatMap((link) => nows.map((now) => [link, now] as const)))(
    'effectiveInviteLinkState(%j, %s) is where the machine resumes',
    (link, now) => {
      const actor = createActor(inviteLinkMachine, { input: { ...link, now } });
      expect(effectiveInviteLinkState(link, new Date(now))).toBe(actor.getSnapshot().value);
    },
  );

  it('the rules, spelled out', () => {
    const fresh: StoredInviteLink = { state: 'not-activated', expiresAt: null };
    const on = inviteLinkAfter(fresh, 'switch-on', new Date(at(0)));
    expect(on).toEqual({ state: 'activated', expiresAt: E14 });
    const live = on as StoredInviteLink;
    expect(inviteLinkAfter(live, 'use', new Date(at(14, -1)))).toEqual(live);
    expect(canUseInviteLink(live, new Date(at(14, -1)))).toBe(true);
    // at the end date: expired, every action refused
    expect(effectiveInviteLinkState(live, new Date(E14))).toBe('expired');
    expect(canUseInviteLink(live, new Date(E14))).toBe(false);
    for (const action of ACTIONS) expect(inviteLinkAfter(live, action, new Date(E14))).toBeNull();
    // switched off: not usable, switched on again with the same end date
    const off = inviteLinkAfter(live, 'switch-off', new Date(at(2))) as StoredInviteLink;
    expect(off).toEqual({ state: 'switched-off', expiresAt: E14 });
    expect(canUseInviteLink(off, new Date(at(2)))).toBe(false);
    expect(inviteLinkAfter(off, 'switch-on', new Date(at(5)))).toEqual(live);
    expect(inviteLinkAfter(off, 'expire', new Date(at(5)))).toEqual({
      state: 'expired',
      expiresAt: E14,
    });
    // not activated: cannot be used, switched off or expired
    expect(canUseInviteLink(fresh, new Date(at(0)))).toBe(false);
    expect(inviteLinkAfter(fresh, 'switch-off', new Date(at(0)))).toBeNull();
    expect(inviteLinkAfter(fresh, 'expire', new Date(at(0)))).toBeNull();
    // validity other than the default
    expect(
      inviteLinkAfter({ ...fresh, validDays: 30 }, 'switch-on', new Date(at(0)))?.expiresAt,
    ).toBe(at(30));
  });

  it.each<[StoredInviteLink]>(storedLinks.map((link) => [link]))(
    'regenerate gives a new, not activated link (from %j)',
    (link) => {
      const action: InviteLinkMachineAction = 'regenerate';
      expect(inviteLinkAfter(link, action, new Date(at(20)))).toEqual({
        state: 'not-activated',
        expiresAt: null,
      });
    },
  );
});
