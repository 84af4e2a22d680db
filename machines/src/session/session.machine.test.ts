import { KENYA_PROVIDER, ROLE_ACCOUNT, ROLE_HOME, type SessionGrant } from '@atelier/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { withActionRecorder, type RecordedAction } from '../replay/action-recorder.js';
import { definedEdges, edgeKey } from '../testing/model-check.js';
import {
  isKenyaSession,
  providerDomainUrl,
  sessionMachine,
  storedSessionFromContext,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type StoredSession,
} from './session.machine.js';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
type StateName = 'loggedOut' | 'loggingIn' | 'loggedIn' | 'loggingOut' | 'expired';

/* ─────────────────────────── sample data ─────────────────────────── */

const studentGrant: SessionGrant = {
  user: {
    id: 'u-1',
    email: 'lina@example.org',
    firstName: 'Lina',
    lastName: 'Wang',
    avatar: null,
    role: 'student',
  },
  tokenName: 'x-atelier-token',
  tokenValue: 'tok-student',
  role: 'student',
};
const kenyaGrant: SessionGrant = {
  user: {
    id: 'u-2',
    email: 'amani@ke.example',
    firstName: 'Amani',
    lastName: 'Otieno',
    avatar: null,
    role: 'teacher',
  },
  tokenName: 'x-atelier-token',
  tokenValue: 'tok-kenya',
  role: 'teacher',
  provider: KENYA_PROVIDER,
  providerExtra: { domain: 'learn.partner.ke.example', schoolCode: 'KE-042' },
};
/** Another partner: has a domain, but only Kenya redirects there. */
const partnerGrant: SessionGrant = {
  user: {
    id: 'u-3',
    email: 'sam@partner.example',
    firstName: 'Sam',
    lastName: 'Lee',
    avatar: null,
    role: 'manager',
  },
  tokenName: 'x-partner-token',
  tokenValue: 'tok-partner',
  role: 'manager',
  provider: 'other-partner',
  providerExtra: { domain: 'partner.example' },
};

function storedFrom(grant: SessionGrant): StoredSession {
  return {
    user: grant.user,
    tokenName: grant.tokenName,
    tokenValue: grant.tokenValue,
    role: grant.role,
    provider: grant.provider ?? null,
    providerExtra: grant.providerExtra ?? null,
  };
}

/** One sample per event type, and one per kind of grant where the event carries one. */
const sampleEvents: SessionEvent[] = [
  { type: 'LOGIN' },
  { type: 'LOGIN_SUCCEEDED', grant: studentGrant },
  { type: 'LOGIN_SUCCEEDED', grant: kenyaGrant },
  { type: 'LOGIN_SUCCEEDED', grant: partnerGrant },
  { type: 'LOGIN_FAILED', message: 'E-mail or password not correct' },
  { type: 'LOGOUT' },
  { type: 'LOGOUT_DONE' },
  { type: 'UNAUTHORIZED', message: 'Login has expired' },
  { type: 'CONFIRM' },
  { type: 'FORBIDDEN', grant: studentGrant, message: 'No access' },
  { type: 'FORBIDDEN', grant: kenyaGrant, message: 'Trial ended' },
  { type: 'FORBIDDEN', grant: partnerGrant, message: 'Plan expired' },
];

/** Page loads: nothing stored, a stored session of each kind, Kenya data left without a token. */
const inputs: Array<{ name: string; input: SessionInput }> = [
  { name: 'nothing stored', input: undefined },
  { name: 'stored student session', input: storedFrom(studentGrant) },
  { name: 'stored Kenya session', input: storedFrom(kenyaGrant) },
  { name: 'stored partner session', input: storedFrom(partnerGrant) },
  { name: 'Kenya data, no token', input: { ...storedFrom(kenyaGrant), tokenValue: '' } },
];

/* ───────────────────────────── the SUT ───────────────────────────── */

interface Run {
  snapshot: SessionSnapshot;
  /** Named actions of each step; index 0 is the start. */
  actions: RecordedAction[][];
  /** Definition edges taken (see `edgeKey`). */
  edges: string[];
  /** What `persistSession` was handed, each time it ran. */
  persisted: StoredSession[];
}

/** Runs the events on a real actor whose side effects are spies, recording every named action. */
function run(input: SessionInput, events: readonly SessionEvent[]): Run {
  const persisted: StoredSession[] = [];
  const actions: RecordedAction[][] = [[]];
  const edges: string[] = [];
  const spied = sessionMachine.provide({
    actions: {
      persistSession: ({ context }) => void persisted.push(storedSessionFromContext(context)),
    },
  });
  const machine = withActionRecorder(spied, (action) => actions[actions.length - 1]?.push(action));
  const actor = createActor(machine, {
    input,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep')
        edges.push(...inspection._transitions.map(edgeKey));
    },
  });
  actor.start();
  for (const event of events) {
    actions.push([]);
    actor.send(event);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, actions, edges, persisted };
}

/* ───────────────── the oracle, written from the spec ───────────────── */

interface Expected {
  state: StateName;
  /** The named actions in order; params checked where given. */
  actions: Array<{ name: string; params?: unknown }>;
  context: Partial<SessionContext>;
}

function stateOf(snapshot: SessionSnapshot): StateName {
  const value = snapshot.value;
  if (typeof value !== 'string' || value === 'restoring')
    throw new Error(`unexpected state ${JSON.stringify(value)}`);
  return value;
}

function grantContext(
  grant: SessionGrant,
  provider: Pick<SessionContext, 'provider' | 'providerExtra'>,
): Partial<SessionContext> {
  return {
    user: grant.user,
    tokenName: grant.tokenName,
    tokenValue: grant.tokenValue,
    role: grant.role,
    ...provider,
    alertMessage: null,
  };
}

/** Spec 4 and 8: what each event does in each state; `null` = ignored. */
function oracle(from: SessionSnapshot, event: SessionEvent): Expected | null {
  const state = stateOf(from);
  const ctx = from.context;
  const endSession = (): Expected => {
    const kenya = ctx.provider === KENYA_PROVIDER && !!ctx.providerExtra?.domain;
    const domain = ctx.providerExtra?.domain ?? '';
    return kenya
      ? {
          state: 'loggedOut',
          actions: [
            { name: 'clearSession' },
            { name: 'clearProviderData' },
            { name: 'persistSession' },
            { name: 'goToProviderDomain', params: { domain, url: providerDomainUrl(domain) } },
          ],
          context: {
            user: null,
            tokenName: null,
            tokenValue: null,
            role: null,
            provider: null,
            providerExtra: null,
            alertMessage: null,
          },
        }
      : {
          state: 'loggedOut',
          actions: [{ name: 'clearSession' }, { name: 'persistSession' }, { name: 'goToLogin' }],
          context: {
            user: null,
            tokenName: null,
            tokenValue: null,
            role: null,
            provider: ctx.provider,
            providerExtra: ctx.providerExtra,
            alertMessage: null,
          },
        };
  };
  switch (event.type) {
    case 'LOGIN':
      return state === 'loggedOut' ? { state: 'loggingIn', actions: [], context: ctx } : null;
    case 'LOGIN_SUCCEEDED':
      return state === 'loggingIn'
        ? {
            state: 'loggedIn',
            actions: [
              { name: 'storeGrant' },
              { name: 'persistSession' },
              { name: 'goToRoleHome', params: { path: ROLE_HOME[event.grant.role] } },
            ],
            context: grantContext(event.grant, {
              provider: event.grant.provider ?? null,
              providerExtra: event.grant.providerExtra ?? null,
            }),
          }
        : null;
    case 'LOGIN_FAILED':
      return state === 'loggingIn' ? { state: 'loggedOut', actions: [], context: ctx } : null;
    case 'LOGOUT':
      return state === 'loggedIn' ? { state: 'loggingOut', actions: [], context: ctx } : null;
    case 'LOGOUT_DONE':
      return state === 'loggingOut' ? endSession() : null;
    case 'CONFIRM':
      return state === 'expired' ? endSession() : null;
    case 'UNAUTHORIZED':
      return state === 'expired'
        ? null
        : {
            state: 'expired',
            actions: [
              { name: 'storeAlertMessage' },
              { name: 'showAlert', params: { message: event.message } },
            ],
            context: { ...ctx, alertMessage: event.message },
          };
    case 'FORBIDDEN':
      return {
        state: 'loggedIn',
        actions: [
          { name: 'storeGrant' },
          { name: 'persistSession' },
          { name: 'showAlert', params: { message: event.message } },
          { name: 'goToAccountPage', params: { path: ROLE_ACCOUNT[event.grant.role] } },
        ],
        context: grantContext(
          event.grant,
          event.grant.provider === undefined
            ? { provider: ctx.provider, providerExtra: ctx.providerExtra }
            : { provider: event.grant.provider, providerExtra: event.grant.providerExtra ?? null },
        ),
      };
  }
}

/* ─────────────────────── definition coverage ─────────────────────── */

function definedStates(machine: AnyStateMachine): Set<string> {
  return new Set(Object.keys(machine.root.states));
}

/** State value plus what decides the guarded branches (the provider kind); never the whole context. */
function serializeState(snapshot: SessionSnapshot): string {
  const kind = isKenyaSession(snapshot.context)
    ? 'kenya'
    : snapshot.context.provider
      ? 'partner'
      : 'none';
  return `${JSON.stringify(snapshot.value)} ${kind}`;
}

/** Every reachable (input, vertex) with the events of its shortest path, from `xstate/graph`. */
function reachableVertices(): Array<{
  input: SessionInput;
  inputName: string;
  events: SessionEvent[];
  state: SessionSnapshot;
}> {
  return inputs.flatMap(({ name, input }) => {
    const model = createTestModel(sessionMachine, { events: sampleEvents, serializeState, input });
    return model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => ({
      input,
      inputName: name,
      events: path.steps.map((step) => step.event),
      state: path.state,
    }));
  });
}

/* ─────────────────────────────── tests ─────────────────────────────── */

describe('session machine, model-based (xstate/graph)', () => {
  const vertices = reachableVertices();

  it('reaches every state the machine defines (restoring is transient, covered by its always edges)', () => {
    const reached = new Set(vertices.map((vertex) => JSON.stringify(vertex.state.value)));
    const expected = [...definedStates(sessionMachine)].filter((name) => name !== 'restoring');
    expect([...reached].sort()).toEqual(expected.map((name) => JSON.stringify(name)).sort());
  });

  it('follows every shortest path on a real actor and ends in the model state', () => {
    for (const vertex of vertices) {
      const { snapshot } = run(vertex.input, vertex.events);
      expect(
        serializeState(snapshot),
        `${vertex.inputName}: ${vertex.events.map((e) => e.type).join(' → ')}`,
      ).toBe(serializeState(vertex.state));
    }
  });

  it('does, from every reachable vertex, what the spec says for every sample event, and covers every defined transition', () => {
    const covered = new Set<string>();
    let checked = 0;
    for (const vertex of vertices) {
      for (const event of sampleEvents) {
        const label = `${vertex.inputName} | ${serializeState(vertex.state)} | ${JSON.stringify(event).slice(0, 60)}`;
        const before = run(vertex.input, vertex.events);
        const after = run(vertex.input, [...vertex.events, event]);
        const expected = oracle(before.snapshot, event);
        const fired = after.actions[after.actions.length - 1] ?? [];
        after.edges.forEach((edge) => covered.add(edge));
        checked += 1;

        if (expected === null) {
          expect(after.snapshot.value, label).toEqual(before.snapshot.value);
          expect(after.snapshot.context, label).toEqual(before.snapshot.context);
          expect(fired, label).toEqual([]);
          expect(after.edges.length, label).toBe(before.edges.length);
          continue;
        }
        expect(stateOf(after.snapshot), label).toBe(expected.state);
        expect(after.snapshot.context, label).toMatchObject(expected.context);
        expect(
          fired.map((action) => action.name),
          label,
        ).toEqual(expected.actions.map((action) => action.name));
        expected.actions.forEach((action, i) => {
          if (action.params !== undefined)
            expect(fired[i]?.params, `${label} ${action.name}`).toEqual(action.params);
        });
        if (fired.some((action) => action.name === 'persistSession')) {
          // persisted after every assign of the step: storage holds the final context
          expect(after.persisted.at(-1), label).toEqual(
            storedSessionFromContext(after.snapshot.context),
          );
        }
      }
    }
    expect(checked).toBe(vertices.length * sampleEvents.length);
    // a transition added to the machine without a sample event or oracle entry fails here
    expect([...covered].sort()).toEqual([...definedEdges(sessionMachine)].sort());
  });
});

describe('session machine, unit', () => {
  it('restores a stored session from input as logged in', () => {
    const stored = storedFrom(studentGrant);
    const { snapshot, actions } = run(stored, []);
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context).toEqual({ ...stored, alertMessage: null });
    expect(actions[0]).toEqual([]);
  });

  it.each<[string, SessionInput]>([
    ['no input', undefined],
    ['an empty object', {}],
    ['an empty token value', { ...storedFrom(studentGrant), tokenValue: '' }],
    ['a null token value', { ...storedFrom(studentGrant), tokenValue: null }],
  ])('starts logged out with %s', (_, input) => {
    expect(run(input, []).snapshot.value).toBe('loggedOut');
  });

  it('fills missing stored fields with null', () => {
    const { snapshot } = run({ tokenValue: 'only-a-token' }, []);
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context).toEqual({
      user: null,
      tokenName: null,
      tokenValue: 'only-a-token',
      role: null,
      provider: null,
      providerExtra: null,
      alertMessage: null,
    });
  });

  function spiedActor(input: SessionInput) {
    const spies = {
      persistSession: vi.fn<(context: StoredSession) => void>(),
      goToLogin: vi.fn<() => void>(),
      goToProviderDomain: vi.fn<(params: { domain: string; url: string }) => void>(),
      goToRoleHome: vi.fn<(path: string) => void>(),
      goToAccountPage: vi.fn<(path: string) => void>(),
      showAlert: vi.fn<(message: string) => void>(),
    };
    const machine = sessionMachine.provide({
      actions: {
        persistSession: ({ context }) => spies.persistSession(storedSessionFromContext(context)),
        goToLogin: () => spies.goToLogin(),
        goToProviderDomain: (_, params) => spies.goToProviderDomain(params),
        goToRoleHome: (_, { path }) => spies.goToRoleHome(path),
        goToAccountPage: (_, { path }) => spies.goToAccountPage(path),
        showAlert: (_, { message }) => spies.showAlert(message),
      },
    });
    return { actor: createActor(machine, { input }).start(), spies };
  }

  it('Kenya logout clears session and provider data, then goes to the provider domain', () => {
    const { actor, spies } = spiedActor(storedFrom(kenyaGrant));
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_DONE' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      tokenValue: null,
      user: null,
      provider: null,
      providerExtra: null,
    });
    expect(spies.goToProviderDomain).toHaveBeenCalledExactlyOnceWith({
      domain: 'learn.partner.ke.example',
      url: 'https://learn.partner.ke.example',
    });
    expect(spies.goToLogin).not.toHaveBeenCalled();
    // storage was written with everything cleared, before the redirect
    expect(spies.persistSession).toHaveBeenLastCalledWith(
      storedSessionFromContext(actor.getSnapshot().context),
    );
    expect(spies.persistSession.mock.invocationCallOrder[0]).toBeLessThan(
      spies.goToProviderDomain.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('Kenya 401: alert with the server text, then on confirm the provider domain', () => {
    const { actor, spies } = spiedActor(storedFrom(kenyaGrant));
    actor.send({ type: 'UNAUTHORIZED', message: 'Login has expired' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.alertMessage).toBe('Login has expired');
    expect(spies.showAlert).toHaveBeenCalledExactlyOnceWith('Login has expired');
    actor.send({ type: 'UNAUTHORIZED', message: 'Login has expired' });
    expect(spies.showAlert).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      provider: null,
      providerExtra: null,
      alertMessage: null,
    });
    expect(spies.goToProviderDomain).toHaveBeenCalledExactlyOnceWith({
      domain: 'learn.partner.ke.example',
      url: 'https://learn.partner.ke.example',
    });
    expect(spies.goToLogin).not.toHaveBeenCalled();
  });

  it('a non-Kenya 401 goes to the login page', () => {
    const { actor, spies } = spiedActor(storedFrom(studentGrant));
    actor.send({ type: 'UNAUTHORIZED', message: 'Login has expired' });
    actor.send({ type: 'CONFIRM' });
    expect(spies.goToLogin).toHaveBeenCalledOnce();
    expect(spies.goToProviderDomain).not.toHaveBeenCalled();
  });

  it('a Kenya session without a domain goes to the login page', () => {
    const { actor, spies } = spiedActor({ ...storedFrom(kenyaGrant), providerExtra: null });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT_DONE' });
    expect(spies.goToLogin).toHaveBeenCalledOnce();
    expect(spies.goToProviderDomain).not.toHaveBeenCalled();
  });

  it('403 while logged out stores the grant, shows the message and goes to the account page', () => {
    const { actor, spies } = spiedActor(undefined);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.send({ type: 'FORBIDDEN', grant: studentGrant, message: 'No access' });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context).toEqual({
      ...storedFrom(studentGrant),
      alertMessage: null,
    });
    expect(spies.persistSession).toHaveBeenCalledExactlyOnceWith(storedFrom(studentGrant));
    expect(spies.showAlert).toHaveBeenCalledExactlyOnceWith('No access');
    expect(spies.goToAccountPage).toHaveBeenCalledExactlyOnceWith('/student/account');
  });

  it('403 keeps the Kenya provider data when its grant carries none; a login replaces it', () => {
    const { actor } = spiedActor(storedFrom(kenyaGrant));
    actor.send({
      type: 'FORBIDDEN',
      grant: { ...studentGrant, tokenValue: 'fresh' },
      message: 'No access',
    });
    expect(actor.getSnapshot().context).toMatchObject({
      tokenValue: 'fresh',
      provider: KENYA_PROVIDER,
    });
    const loggedOut = spiedActor({ ...storedFrom(kenyaGrant), tokenValue: null }).actor;
    loggedOut.send({ type: 'LOGIN' });
    loggedOut.send({ type: 'LOGIN_SUCCEEDED', grant: studentGrant });
    expect(loggedOut.getSnapshot().context).toMatchObject({ provider: null, providerExtra: null });
  });

  it('login goes to the home of the role', () => {
    const { actor, spies } = spiedActor(undefined);
    actor.send({ type: 'LOGIN' });
    actor.send({ type: 'LOGIN_SUCCEEDED', grant: kenyaGrant });
    expect(spies.goToRoleHome).toHaveBeenCalledExactlyOnceWith('/teacher');
    expect(spies.persistSession).toHaveBeenCalledExactlyOnceWith(storedFrom(kenyaGrant));
  });

  it.each([
    ['learn.partner.ke.example', 'https://learn.partner.ke.example'],
    ['  learn.partner.ke.example/home ', 'https://learn.partner.ke.example/home'],
    ['https://learn.partner.ke.example/', 'https://learn.partner.ke.example/'],
    ['http://intranet.ke.example', 'http://intranet.ke.example'],
    ['//learn.partner.ke.example', 'https://learn.partner.ke.example'],
  ])('providerDomainUrl(%j) is %j', (domain, url) => {
    expect(providerDomainUrl(domain)).toBe(url);
  });
});
