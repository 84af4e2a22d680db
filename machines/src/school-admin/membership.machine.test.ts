import { MEMBERSHIP_STATUSES } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { stateValueText } from '../replay/replay.js';
import {
  checkModel,
  definedLeafStates,
  redefine,
  type ExpectedStep,
} from '../testing/model-check.js';
import {
  MEMBERSHIP_ACTION_EVENTS,
  MEMBERSHIP_ACTIONS,
  membershipActions,
  membershipAfter,
  membershipMachine,
  type MembershipAction,
  type MembershipEvent,
  type MembershipInput,
  type MembershipValue,
} from './membership.machine.js';
import { membershipEventSchema, membershipInputSchema } from './school-admin.events.js';

type Snapshot = SnapshotFrom<typeof membershipMachine>;

const VALUES: MembershipValue[] = ['none', ...MEMBERSHIP_STATUSES];

const sampleEvents: MembershipEvent[] = [
  { type: 'JOIN' },
  { type: 'SUSPEND' },
  { type: 'ACTIVATE' },
  { type: 'REMOVE' },
  { type: 'MOVE_OUT' },
];

const inputs: Array<{ name: string; input: MembershipInput }> = [
  { name: 'no input', input: undefined },
  ...VALUES.map((status) => ({ name: `stored ${status}`, input: { status } })),
];

/**
 * Spec 2 and 4: a student joins (link, e-mail, manager, a move in), is suspended and activated,
 * removed or moved out (the row stays: `removed`), and may join again. Missing: refused.
 */
const EXPECTED: Record<
  MembershipValue,
  Partial<Record<MembershipEvent['type'], MembershipValue>>
> = {
  none: { JOIN: 'active' },
  active: { SUSPEND: 'suspended', REMOVE: 'removed', MOVE_OUT: 'removed' },
  suspended: { ACTIVATE: 'active', REMOVE: 'removed', MOVE_OUT: 'removed' },
  removed: { JOIN: 'active' },
};

function oracle(from: Snapshot, event: MembershipEvent): ExpectedStep | null {
  const target = EXPECTED[stateValueText(from.value) as MembershipValue][event.type];
  return target === undefined ? null : { state: target, actions: [], context: {} };
}

function startProblems(machine: typeof membershipMachine): string[] {
  return inputs.flatMap(({ name, input }) => {
    const value = stateValueText(createActor(machine, { input }).getSnapshot().value);
    const expected = input?.status ?? 'none';
    return value === expected ? [] : [`${name}: starts in ${value}, not ${expected}`];
  });
}

const check = (machine: typeof membershipMachine) => {
  const report = checkModel({
    machine,
    inputs,
    events: sampleEvents,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    oracle,
  });
  return { ...report, problems: [...startProblems(machine), ...report.problems] };
};

describe('membership machine, model-based (every transition)', () => {
  const report = check(membershipMachine);

  it('reaches every state the machine defines (restoring is transient)', () => {
    expect(report.reachedStates).toEqual(
      definedLeafStates(membershipMachine).filter((state) => state !== 'restoring'),
    );
    expect(report.reachedStates).toEqual(['active', 'none', 'removed', 'suspended']);
  });

  it('does, from every reachable state, what the table says for every event; refused events change nothing', () => {
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(report.vertices * sampleEvents.length);
  });

  it('covers every transition the machine defines, the restoring ones included', () => {
    expect(report.uncoveredEdges).toEqual([]);
  });

  it.each<[string, () => typeof membershipMachine, string]>([
    [
      'MOVE_OUT refused for a suspended student',
      () =>
        redefine(membershipMachine, 'suspended', (node) => {
          const { MOVE_OUT: _removed, ...rest } = node.on ?? {};
          node.on = rest;
        }),
      '"MOVE_OUT"',
    ],
    [
      'JOIN accepted while suspended',
      () =>
        redefine(membershipMachine, 'suspended', (node) => {
          node.on = { ...node.on, JOIN: { target: 'active' } };
        }),
      '"JOIN"',
    ],
    [
      'removed is final (no re-joining)',
      () =>
        redefine(membershipMachine, 'removed', (node) => {
          node.on = {};
        }),
      'removed',
    ],
    [
      'a stored status not restored',
      () =>
        redefine(membershipMachine, 'restoring', (node) => {
          node.always = [{ target: 'none' }];
        }),
      'stored active',
    ],
  ])('fails on a broken machine: %s', (_, make, clue) => {
    const broken = check(make());
    const found = [...broken.problems, ...broken.uncoveredEdges];
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toContain(clue);
  });

  it('schemas: events and inputs of the machine fit, others do not', () => {
    for (const event of sampleEvents) expect(membershipEventSchema.parse(event)).toEqual(event);
    expect(membershipEventSchema.safeParse({ type: 'DELETE' }).success).toBe(false);
    for (const status of VALUES)
      expect(membershipInputSchema.safeParse({ status }).success).toBe(true);
    expect(membershipInputSchema.safeParse({ status: 'left' }).success).toBe(false);
  });
});

describe('membership helpers', () => {
  /** What a real actor resumed in `status` does with `event`: its new state, or null if refused. */
  function actorAfter(status: MembershipValue, event: MembershipEvent): MembershipValue | null {
    const actor = createActor(membershipMachine, { input: { status } }).start();
    const accepted = actor.getSnapshot().can(event);
    actor.send(event);
    const value = actor.getSnapshot().value as MembershipValue;
    actor.stop();
    return accepted ? value : null;
  }

  const pairs = VALUES.flatMap((status) =>
    MEMBERSHIP_ACTIONS.map((action) => [status, action] as [MembershipValue, MembershipAction]),
  );

  it.each(pairs)(
    'membershipAfter(%s, %s) is what the machine and the table say',
    (status, action) => {
      const event = MEMBERSHIP_ACTION_EVENTS[action];
      const expected = EXPECTED[status][event.type] ?? null;
      expect(membershipAfter(status, action)).toBe(expected);
      expect(actorAfter(status, event)).toBe(expected);
    },
  );

  it('membershipActions lists exactly the accepted actions', () => {
    expect(membershipActions('none')).toEqual(['join']);
    expect(membershipActions('active')).toEqual(['suspend', 'remove', 'move-out']);
    expect(membershipActions('suspended')).toEqual(['activate', 'remove', 'move-out']);
    expect(membershipActions('removed')).toEqual(['join']);
  });
});
