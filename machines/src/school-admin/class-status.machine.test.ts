import {
  CLASS_STATUS_ACTIONS,
  CLASS_STATUSES,
  GRADE_STATUS_ACTIONS,
  type ClassStatus,
  type ClassStatusAction,
} from '@atelier/contracts';
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
  canDeleteClass,
  CLASS_STATUS_ACTION_EVENTS,
  classStatusActions,
  classStatusAfter,
  classStatusMachine,
  gradeStatusAfter,
  type ClassStatusEvent,
  type ClassStatusInput,
  type ClassStatusValue,
} from './class-status.machine.js';
import { classStatusEventSchema, classStatusInputSchema } from './school-admin.events.js';

type Snapshot = SnapshotFrom<typeof classStatusMachine>;

/* ─────────────────────────── sample data ─────────────────────────── */

/** One sample per event, and one per branch of the DELETE guard. */
const sampleEvents: ClassStatusEvent[] = [
  { type: 'SUSPEND' },
  { type: 'ACTIVATE' },
  { type: 'DISABLE' },
  { type: 'ENABLE' },
  { type: 'DELETE', studentCount: 0 },
  { type: 'DELETE', studentCount: 1 },
  { type: 'DELETE', studentCount: 27 },
];

/** A new class, and a class resumed from each stored status. */
const inputs: Array<{ name: string; input: ClassStatusInput }> = [
  { name: 'new class', input: undefined },
  ...CLASS_STATUSES.map((status) => ({ name: `stored ${status}`, input: { status } })),
];

/* ───────────── the expected table, written from the spec ───────────── */

/**
 * Spec 2 and 4 (and the issue): suspend/activate, disable from in use or suspended, enable a
 * terminated class, delete any class without students. Missing: refused.
 */
const EXPECTED: Record<ClassStatusValue, Partial<Record<string, ClassStatusValue>>> = {
  'in-use': { SUSPEND: 'suspended', DISABLE: 'terminated', 'DELETE 0': 'deleted' },
  suspended: { ACTIVATE: 'in-use', DISABLE: 'terminated', 'DELETE 0': 'deleted' },
  terminated: { ENABLE: 'in-use', 'DELETE 0': 'deleted' },
  deleted: {},
};

function key(event: ClassStatusEvent): string {
  if (event.type !== 'DELETE') return event.type;
  return event.studentCount === 0 ? 'DELETE 0' : 'DELETE with students';
}

function oracle(from: Snapshot, event: ClassStatusEvent): ExpectedStep | null {
  const target = EXPECTED[stateValueText(from.value) as ClassStatusValue][key(event)];
  return target === undefined ? null : { state: target, actions: [], context: {} };
}

const serializeState = (snapshot: Snapshot): string => JSON.stringify(snapshot.value);

/** Each input starts in its stored status (`in-use` without one); the problems, if any. */
function startProblems(machine: typeof classStatusMachine): string[] {
  return inputs.flatMap(({ name, input }) => {
    const value = stateValueText(createActor(machine, { input }).getSnapshot().value);
    const expected = input?.status ?? 'in-use';
    return value === expected ? [] : [`${name}: starts in ${value}, not ${expected}`];
  });
}

const check = (machine: typeof classStatusMachine) => {
  const report = checkModel({ machine, inputs, events: sampleEvents, serializeState, oracle });
  return { ...report, problems: [...startProblems(machine), ...report.problems] };
};

/* ─────────────────────────────── tests ─────────────────────────────── */

describe('class status machine, model-based (every transition)', () => {
  const report = check(classStatusMachine);

  it('reaches every state the machine defines (restoring is transient)', () => {
    expect(report.reachedStates).toEqual(
      definedLeafStates(classStatusMachine).filter((state) => state !== 'restoring'),
    );
    expect(report.reachedStates).toEqual(['deleted', 'in-use', 'suspended', 'terminated']);
  });

  it('does, from every reachable state, what the table says for every event; refused events change nothing', () => {
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(report.vertices * sampleEvents.length);
  });

  it('covers every transition the machine defines, the restoring ones included', () => {
    expect(report.uncoveredEdges).toEqual([]);
  });

  it.each<[string, () => typeof classStatusMachine, string]>([
    [
      'DELETE without the student guard',
      () =>
        redefine(classStatusMachine, 'in-use', (node) => {
          node.on = { ...node.on, DELETE: { target: '#classStatus.deleted' } };
        }),
      '"studentCount":1',
    ],
    [
      'ENABLE accepted while suspended',
      () =>
        redefine(classStatusMachine, 'suspended', (node) => {
          node.on = { ...node.on, ENABLE: { target: 'in-use' } };
        }),
      '"ENABLE"',
    ],
    [
      'DISABLE refused while suspended',
      () =>
        redefine(classStatusMachine, 'suspended', (node) => {
          const { DISABLE: _removed, ...rest } = node.on ?? {};
          node.on = rest;
        }),
      '"DISABLE"',
    ],
    [
      'a stored status not restored',
      () =>
        redefine(classStatusMachine, 'restoring', (node) => {
          node.always = [{ target: 'in-use' }];
        }),
      'stored suspended',
    ],
  ])('fails on a broken machine: %s', (_, make, clue) => {
    const broken = check(make());
    const found = [...broken.problems, ...broken.uncoveredEdges];
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toContain(clue);
  });
});

describe('class status machine, unit', () => {
  it('starts in use without input, and in the stored status with one', () => {
    expect(createActor(classStatusMachine).start().getSnapshot().value).toBe('in-use');
    for (const status of CLASS_STATUSES) {
      const actor = createActor(classStatusMachine, { input: { status } }).start();
      expect(actor.getSnapshot().value).toBe(status);
    }
  });

  it('is done once deleted', () => {
    const actor = createActor(classStatusMachine, { input: { status: 'terminated' } }).start();
    actor.send({ type: 'DELETE', studentCount: 0 });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('schemas: events and inputs of the machine fit, others do not', () => {
    for (const event of sampleEvents) expect(classStatusEventSchema.parse(event)).toEqual(event);
    expect(classStatusEventSchema.safeParse({ type: 'DELETE' }).success).toBe(false);
    expect(classStatusEventSchema.safeParse({ type: 'DELETE', studentCount: -1 }).success).toBe(
      false,
    );
    expect(classStatusEventSchema.safeParse({ type: 'REMOVE' }).success).toBe(false);
    expect(classStatusInputSchema.safeParse(undefined).success).toBe(true);
    expect(classStatusInputSchema.safeParse({ status: 'suspended' }).success).toBe(true);
    expect(classStatusInputSchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(classStatusInputSchema.safeParse({ status: 'in-use', extra: 1 }).success).toBe(false);
  });
});

/* ──────────────── the helpers agree with a running actor ──────────────── */

/** What a real actor resumed in `status` does with `event`: its new state, or null if refused. */
function actorAfter(status: ClassStatus, event: ClassStatusEvent): ClassStatusValue | null {
  const actor = createActor(classStatusMachine, { input: { status } }).start();
  const accepted = actor.getSnapshot().can(event);
  actor.send(event);
  const value = actor.getSnapshot().value as ClassStatusValue;
  actor.stop();
  return accepted ? value : null;
}

describe('class status helpers', () => {
  const pairs = CLASS_STATUSES.flatMap((status) =>
    CLASS_STATUS_ACTIONS.map((action) => [status, action] as [ClassStatus, ClassStatusAction]),
  );

  it.each(pairs)(
    'classStatusAfter(%s, %s) is what the machine and the table say',
    (status, action) => {
      const event = CLASS_STATUS_ACTION_EVENTS[action];
      const expected = EXPECTED[status][event.type] ?? null;
      expect(classStatusAfter(status, action)).toBe(expected);
      expect(actorAfter(status, event)).toBe(expected);
    },
  );

  it('classStatusActions lists exactly the accepted actions', () => {
    expect(classStatusActions('in-use')).toEqual(['suspend', 'disable']);
    expect(classStatusActions('suspended')).toEqual(['activate', 'disable']);
    expect(classStatusActions('terminated')).toEqual(['enable']);
  });

  it.each(CLASS_STATUSES)(
    'canDeleteClass(%s, n): only without students, like the machine',
    (status) => {
      for (const studentCount of [0, 1, 2, 40]) {
        const expected = studentCount === 0;
        expect(canDeleteClass(status, studentCount), `${studentCount} students`).toBe(expected);
        expect(actorAfter(status, { type: 'DELETE', studentCount }) === 'deleted').toBe(expected);
      }
    },
  );

  it('gradeStatusAfter: a grade is only enabled or disabled', () => {
    expect(gradeStatusAfter('in-use', 'disable')).toBe('terminated');
    expect(gradeStatusAfter('terminated', 'enable')).toBe('in-use');
    expect(gradeStatusAfter('in-use', 'enable')).toBeNull();
    expect(gradeStatusAfter('terminated', 'disable')).toBeNull();
    for (const status of ['in-use', 'terminated'] as const) {
      for (const action of GRADE_STATUS_ACTIONS)
        expect(gradeStatusAfter(status, action)).toBe(classStatusAfter(status, action));
    }
  });
});
