import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyStateMachine } from 'xstate';
import { sessionMachine } from '../session/session.machine.js';
import { withActionRecorder, type RecordedAction } from './action-recorder.js';
import { replayScenario, runReplay, validateScenario, type ReplayResult } from './replay.js';

const grant = {
  user: {
    id: 'u-1',
    email: 'lina@example.org',
    firstName: 'Lina',
    lastName: 'Wang',
    avatar: null,
    role: 'student',
  },
  tokenName: 'x-atelier-token',
  tokenValue: 'tok-1',
  role: 'student',
};

const loginLogout = {
  machine: 'session',
  description: 'login then logout',
  expectInitial: { state: 'loggedOut', actions: [] },
  steps: [
    { event: { type: 'LOGIN' }, expect: { state: 'loggingIn', actions: [] } },
    {
      event: { type: 'LOGIN_SUCCEEDED', grant },
      expect: {
        state: 'loggedIn',
        context: { user: { email: 'lina@example.org' }, role: 'student' },
        actions: ['storeGrant', 'persistSession', 'goToRoleHome'],
      },
    },
    { event: { type: 'LOGOUT' }, expect: { state: 'loggingOut' } },
    {
      event: { type: 'LOGOUT_DONE' },
      expect: {
        state: 'loggedOut',
        context: { tokenValue: null },
        actions: ['clearSession', 'persistSession', 'goToLogin'],
      },
    },
  ],
};

function withStep(index: number, expectation: Record<string, unknown>) {
  const steps = loginLogout.steps.map((step, i) =>
    i === index ? { ...step, expect: expectation } : step,
  );
  return JSON.stringify({ ...loginLogout, steps });
}

function replayed(data: unknown, registry?: Record<string, AnyStateMachine>): ReplayResult {
  const validation = validateScenario(data, registry);
  if (!validation.ok) throw new Error(validation.errors.join('\n'));
  return replayScenario(validation.scenario, validation.machine);
}

describe('replay: a passing scenario', () => {
  it('replays every step, records the named actions and exits 0', () => {
    const { exitCode, output } = runReplay(JSON.stringify(loginLogout), { source: 'login.json' });
    expect(exitCode).toBe(0);
    expect(output.split('\n')).toEqual([
      'login.json: session — login then logout',
      '  ✓ start → loggedOut',
      '  ✓ 1 LOGIN → loggingIn',
      '  ✓ 2 LOGIN_SUCCEEDED → loggedIn  [storeGrant, persistSession, goToRoleHome]',
      '  ✓ 3 LOGOUT → loggingOut',
      '  ✓ 4 LOGOUT_DONE → loggedOut  [clearSession, persistSession, goToLogin]',
      'PASS 4 steps',
    ]);
  });

  it('marks steps without expectations and events with no transition', () => {
    const result = replayed({
      machine: 'session',
      description: 'ignored event',
      steps: [{ event: { type: 'LOGOUT' }, note: 'not logged in' }],
    });
    expect(result.ok).toBe(true);
    expect(result.outcomes[1]).toMatchObject({
      label: 'LOGOUT',
      state: 'loggedOut',
      ignored: true,
      checked: false,
      actions: [],
    });
  });

  it('restores from the scenario input', () => {
    const result = replayed({
      machine: 'session',
      description: 'restore',
      input: { tokenValue: 'tok-9', role: 'teacher' },
      expectInitial: {
        state: 'loggedIn',
        context: { tokenValue: 'tok-9', role: 'teacher', user: null },
      },
      steps: [{ event: { type: 'LOGOUT' }, expect: { state: 'loggingOut' } }],
    });
    expect(result.ok).toBe(true);
  });
});

describe('replay: a failing scenario', () => {
  it('stops at the first mismatching state with a diff and exits 1', () => {
    const { exitCode, output } = runReplay(withStep(2, { state: 'loggedIn' }));
    expect(exitCode).toBe(1);
    const lines = output.split('\n');
    expect(lines).toContain('  ✗ 3 LOGOUT → loggingOut');
    expect(lines).toContain('      state: expected loggedIn');
    expect(lines).toContain('             actual   loggingOut');
    expect(lines.at(-1)).toBe('FAIL at step 3 of 4');
    expect(output).not.toContain('LOGOUT_DONE');
  });

  it('reports context paths and action differences of the failing step', () => {
    const text = withStep(1, {
      context: { user: { email: 'someone@else.org' }, provider: 'kenya' },
      actions: ['storeGrant', 'goToRoleHome'],
    });
    const result = replayed(JSON.parse(text));
    expect(result.failedAt).toBe(2);
    expect(result.outcomes.at(-1)?.mismatches).toEqual([
      {
        what: 'context',
        path: 'context.user.email',
        expected: 'someone@else.org',
        actual: 'lina@example.org',
      },
      { what: 'context', path: 'context.provider', expected: 'kenya', actual: null },
      {
        what: 'actions',
        path: 'actions',
        expected: ['storeGrant', 'goToRoleHome'],
        actual: ['storeGrant', 'persistSession', 'goToRoleHome'],
      },
    ]);
    const { output } = runReplay(text);
    expect(output).toContain('context.user.email: expected "someone@else.org"');
    expect(output).toContain('actual   "lina@example.org"');
    expect(output).toContain('(unexpected: persistSession)');
  });

  it('fails on an expected action that did not run, or the same actions in another order', () => {
    expect(
      runReplay(withStep(3, { actions: ['clearSession', 'persistSession', 'goToProviderDomain'] }))
        .output,
    ).toContain('missing: goToProviderDomain; unexpected: goToLogin');
    expect(
      runReplay(withStep(3, { actions: ['clearSession', 'goToLogin', 'persistSession'] })).output,
    ).toContain('same actions, different order or count');
  });

  it('fails at the start when expectInitial does not hold', () => {
    const result = replayed({ ...loginLogout, expectInitial: { state: 'loggedIn' } });
    expect(result.failedAt).toBe(0);
    expect(result.outcomes).toHaveLength(1);
  });

  it('reports an action that throws as an error of that step', () => {
    const throwing = sessionMachine.provide({
      actions: {
        goToRoleHome: () => {
          throw new Error('router is down');
        },
      },
    });
    const { exitCode, output } = runReplay(JSON.stringify(loginLogout), {
      registry: { session: throwing },
    });
    expect(exitCode).toBe(1);
    expect(output).toContain('error: the machine threw: router is down');
  });
});

describe('replay: invalid files exit 2', () => {
  const invalid: Array<[string, string, string]> = [
    ['not JSON', '{"machine": ', 'not JSON'],
    [
      'a missing field',
      JSON.stringify({ machine: 'session', steps: [{ event: { type: 'LOGIN' } }] }),
      'description',
    ],
    ['an unknown key', JSON.stringify({ ...loginLogout, setps: [] }), 'Unrecognized key: "setps"'],
    [
      'a step with a typo',
      JSON.stringify({ ...loginLogout, steps: [{ event: { type: 'LOGIN' }, expcet: {} }] }),
      'steps.0: Unrecognized key: "expcet"',
    ],
    [
      'a negative clock step',
      JSON.stringify({ ...loginLogout, steps: [{ advanceClock: -5 }] }),
      'steps.0.advanceClock',
    ],
    [
      'an unknown machine',
      JSON.stringify({ ...loginLogout, machine: 'sesion' }),
      'unknown machine "sesion" (available: session, registration, passwordReset, classStatus, membership, inviteLink)',
    ],
    [
      'an unknown event',
      JSON.stringify({ ...loginLogout, steps: [{ event: { type: 'LOGUOT' } }] }),
      'steps.0.event.type: "LOGUOT" is not an event of the session machine',
    ],
    [
      'an event payload that does not fit',
      JSON.stringify({
        ...loginLogout,
        steps: [{ event: { type: 'LOGIN_SUCCEEDED', grant: { ...grant, role: 'admin' } } }],
      }),
      'steps.0.event.grant.role',
    ],
    [
      'a registration event payload that does not fit',
      JSON.stringify({
        machine: 'registration',
        description: 'bad role',
        steps: [{ event: { type: 'SUBMIT_EMAIL', email: 'lina@example.org', role: 'admin' } }],
      }),
      'steps.0.event.role',
    ],
    [
      'a password-reset input that does not fit',
      JSON.stringify({
        machine: 'passwordReset',
        description: 'unknown input key',
        input: { mail: 'lina@example.org' },
        steps: [{ event: { type: 'RESEND' } }],
      }),
      'input: Unrecognized key: "mail"',
    ],
    [
      'an input that does not fit',
      JSON.stringify({ ...loginLogout, input: { tokenvalue: 'x' } }),
      'input: Unrecognized key: "tokenvalue"',
    ],
    [
      'an unknown state',
      withStep(0, { state: 'logingIn' }),
      'steps.0.expect.state: "logingIn" is not a state',
    ],
    [
      'an unknown action',
      withStep(0, { actions: ['storegrant'] }),
      '"storegrant" is not a named action',
    ],
    [
      'an unknown context key',
      withStep(0, { context: { token: 'x' } }),
      '"token" is not in the session machine\'s context',
    ],
  ];
  it.each(invalid)('%s', (_, text, message) => {
    const { exitCode, output } = runReplay(text, { source: 'bad.json' });
    expect(exitCode).toBe(2);
    expect(output).toContain('bad.json: invalid scenario file');
    expect(output).toContain(message);
  });
});

describe('replay: simulated clock', () => {
  /** A stand-in for the order lifecycle: closes after 30 minutes unpaid. */
  const orderMachine = setup({
    types: { context: {} as { closedAt: number | null } },
    actions: {
      markClosed: assign({ closedAt: () => 30 }),
      notifyClosed: () => undefined,
    },
  }).createMachine({
    id: 'order',
    context: { closedAt: null },
    initial: 'awaitingPayment',
    states: {
      awaitingPayment: {
        after: { 1_800_000: { target: 'closed', actions: 'markClosed' } },
        on: { PAY: 'paid' },
      },
      paid: {},
      closed: { entry: 'notifyClosed' },
    },
  });
  const registry = { order: orderMachine };

  it('advances the clock and fires the delayed transition, without waiting', () => {
    const { exitCode, output } = runReplay(
      JSON.stringify({
        machine: 'order',
        description: 'unpaid order closes after 30 minutes',
        steps: [
          { advanceClock: 1_799_999, expect: { state: 'awaitingPayment', actions: [] } },
          {
            advanceClock: 1,
            expect: {
              state: 'closed',
              context: { closedAt: 30 },
              actions: ['markClosed', 'notifyClosed'],
            },
          },
          { event: { type: 'PAY' }, expect: { state: 'closed', actions: [] } },
        ],
      }),
      { registry },
    );
    expect(output).toContain('✓ 2 advanceClock +1 ms → closed  [markClosed, notifyClosed]');
    expect(output).toContain('✓ 3 PAY → closed  (no transition)');
    expect(exitCode).toBe(0);
  });

  it('a paid order does not close', () => {
    const result = replayed(
      {
        machine: 'order',
        description: 'paid in time',
        steps: [
          { event: { type: 'PAY' } },
          { advanceClock: 3_600_000, expect: { state: 'paid', actions: [] } },
        ],
      },
      registry,
    );
    expect(result.ok).toBe(true);
  });
});

describe('withActionRecorder', () => {
  it('records assigns and effects with their params, in order, and keeps the assigns working', () => {
    const recorded: RecordedAction[] = [];
    const machine = withActionRecorder(sessionMachine, (action) => recorded.push(action));
    const actor = createActor(machine).start();
    actor.send({
      type: 'FORBIDDEN',
      grant: {
        ...grant,
        role: 'student' as const,
        user: { ...grant.user, role: 'student' as const },
      },
      message: 'No access',
    });
    expect(recorded.map((action) => action.name)).toEqual([
      'storeGrant',
      'persistSession',
      'showAlert',
      'goToAccountPage',
    ]);
    expect(recorded[2]?.params).toEqual({ message: 'No access' });
    expect(recorded[3]?.params).toEqual({ path: '/student/account' });
    expect(actor.getSnapshot().context.tokenValue).toBe('tok-1');
    expect(actor.getSnapshot().value).toBe('loggedIn');
  });
});
