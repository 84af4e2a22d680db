/**
 * The session lifecycle (product spec sections 4 and 8, DESIGN.md section 5).
 *
 * The machine is pure: every side effect (writing storage, navigating, showing an alert) is a
 * named action whose default implementation does nothing. The web client supplies the real
 * implementations with `sessionMachine.provide({ actions: { ... } })`; tests and the replay CLI
 * run the defaults headless.
 */
import {
  KENYA_PROVIDER,
  ROLE_ACCOUNT,
  ROLE_HOME,
  type Role,
  type SessionGrant,
  type SessionUser,
} from '@atelier/contracts';
import { assign, setup } from 'xstate';
import { noEffect } from '../effects.js';

/** Extras a partner login carries; `domain` is where logout and a 401 send a Kenya user. */
export interface ProviderExtra {
  domain: string;
  [key: string]: string;
}

export interface SessionContext {
  user: SessionUser | null;
  tokenName: string | null;
  tokenValue: string | null;
  role: Role | null;
  provider: string | null;
  providerExtra: ProviderExtra | null;
  /** The server's text of the 401 being shown; set only in `expired`. */
  alertMessage: string | null;
}

/** What the client keeps in storage between page loads (`persistSession` writes it). */
export type StoredSession = Omit<SessionContext, 'alertMessage'>;

/**
 * A stored session to restore on page load; missing fields count as empty. Optional: `void` (not
 * `undefined`, which type inference drops) keeps `createActor(sessionMachine)` valid without one.
 */
export type SessionInput = Partial<StoredSession> | void;

export type SessionEvent =
  /** The user submitted the login form (the client then calls the server). */
  | { type: 'LOGIN' }
  | { type: 'LOGIN_SUCCEEDED'; grant: SessionGrant }
  | { type: 'LOGIN_FAILED'; message: string }
  /** The user asked to log out (the client then calls the server). */
  | { type: 'LOGOUT' }
  /** The server answered the logout call, successfully or not. */
  | { type: 'LOGOUT_DONE' }
  /** Any call answered 401. */
  | { type: 'UNAUTHORIZED'; message: string }
  /** The user confirmed the 401 alert. */
  | { type: 'CONFIRM' }
  /** Any call answered 403; the answer carries a fresh grant and a message. */
  | { type: 'FORBIDDEN'; grant: SessionGrant; message: string };

export type SessionEventType = SessionEvent['type'];

/** Parameters of the named actions (what the client's implementations receive as `params`). */
export interface StoreGrantParams {
  grant: SessionGrant;
  /**
   * Login: the grant is the whole session, so provider fields it lacks become null.
   * 403: the grant refreshes the same session, so provider fields it lacks are kept.
   */
  replaceProvider: boolean;
}
export interface MessageParams {
  message: string;
}
export interface PathParams {
  path: string;
}
export interface ProviderDomainParams {
  domain: string;
  /** `domain` as an absolute URL (see `providerDomainUrl`). */
  url: string;
}

/** Names of the side-effect actions the client implements (defaults do nothing). */
export type SessionEffectName =
  | 'persistSession'
  | 'goToRoleHome'
  | 'goToAccountPage'
  | 'goToLogin'
  | 'goToProviderDomain'
  | 'showAlert';

/** Names of the context-assigning actions (implemented here; do not override). */
export type SessionAssignName =
  'storeGrant' | 'storeAlertMessage' | 'clearSession' | 'clearProviderData';

export type SessionActionName = SessionEffectName | SessionAssignName;

/** The context restored from storage (missing or undefined fields become null). */
export function restoreSessionContext(input: SessionInput): SessionContext {
  const stored: Partial<StoredSession> = input || {};
  return {
    user: stored.user ?? null,
    tokenName: stored.tokenName ?? null,
    tokenValue: stored.tokenValue ?? null,
    role: stored.role ?? null,
    provider: stored.provider ?? null,
    providerExtra: stored.providerExtra ?? null,
    alertMessage: null,
  };
}

/** The part of the context `persistSession` should write (everything but the alert). */
export function storedSessionFromContext(context: SessionContext): StoredSession {
  return {
    user: context.user,
    tokenName: context.tokenName,
    tokenValue: context.tokenValue,
    role: context.role,
    provider: context.provider,
    providerExtra: context.providerExtra,
  };
}

/** Logged in iff the token value is non-empty (spec section 4). */
export function hasSessionToken(context: Pick<SessionContext, 'tokenValue'>): boolean {
  return typeof context.tokenValue === 'string' && context.tokenValue.length > 0;
}

/** The Kenya provider with a domain to send the user back to (spec sections 4 and 8). */
export function isKenyaSession(
  context: Pick<SessionContext, 'provider' | 'providerExtra'>,
): boolean {
  return context.provider === KENYA_PROVIDER && !!context.providerExtra?.domain;
}

/**
 * The provider's domain as an absolute URL: kept if it already has a scheme, `https:` added to a
 * protocol-relative `//host`, `https://` prefixed to a bare host.
 */
export function providerDomainUrl(domain: string): string {
  const trimmed = domain.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return `https://${trimmed}`;
}

const machineSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    storeGrant: assign((_, { grant, replaceProvider }: StoreGrantParams) => ({
      user: grant.user,
      tokenName: grant.tokenName,
      tokenValue: grant.tokenValue,
      role: grant.role,
      ...(replaceProvider || grant.provider !== undefined
        ? { provider: grant.provider ?? null, providerExtra: grant.providerExtra ?? null }
        : {}),
      alertMessage: null,
    })),
    storeAlertMessage: assign((_, { message }: MessageParams) => ({ alertMessage: message })),
    /** Clears user, token, role and the alert; the provider data stays (see clearProviderData). */
    clearSession: assign({
      user: null,
      tokenName: null,
      tokenValue: null,
      role: null,
      alertMessage: null,
    }),
    clearProviderData: assign({ provider: null, providerExtra: null }),
    persistSession: noEffect<undefined>(),
    goToRoleHome: noEffect<PathParams>(),
    goToAccountPage: noEffect<PathParams>(),
    goToLogin: noEffect<undefined>(),
    goToProviderDomain: noEffect<ProviderDomainParams>(),
    showAlert: noEffect<MessageParams>(),
  },
  guards: {
    hasToken: ({ context }) => hasSessionToken(context),
    isKenyaProvider: ({ context }) => isKenyaSession(context),
  },
});

/**
 * Clearing the session then redirecting (LOGOUT_DONE and CONFIRM): Kenya users go back to the
 * provider's domain (read before the provider data is cleared), everybody else to the login page.
 */
const endSession = [
  {
    guard: 'isKenyaProvider',
    target: '#session.loggedOut',
    actions: machineSetup.enqueueActions(({ context, enqueue }) => {
      const domain = context.providerExtra?.domain ?? '';
      enqueue('clearSession');
      enqueue('clearProviderData');
      enqueue('persistSession');
      enqueue({ type: 'goToProviderDomain', params: { domain, url: providerDomainUrl(domain) } });
    }),
  },
  {
    target: '#session.loggedOut',
    actions: ['clearSession', 'persistSession', 'goToLogin'],
  },
] as const;

const onUnauthorized = {
  target: '#session.expired',
  actions: [
    {
      type: 'storeAlertMessage',
      params: ({ event }: { event: Extract<SessionEvent, { type: 'UNAUTHORIZED' }> }) => ({
        message: event.message,
      }),
    },
    {
      type: 'showAlert',
      params: ({ event }: { event: Extract<SessionEvent, { type: 'UNAUTHORIZED' }> }) => ({
        message: event.message,
      }),
    },
  ],
} as const;

const onForbidden = {
  target: '#session.loggedIn',
  actions: [
    {
      type: 'storeGrant',
      params: ({ event }: { event: Extract<SessionEvent, { type: 'FORBIDDEN' }> }) => ({
        grant: event.grant,
        replaceProvider: false,
      }),
    },
    'persistSession',
    {
      type: 'showAlert',
      params: ({ event }: { event: Extract<SessionEvent, { type: 'FORBIDDEN' }> }) => ({
        message: event.message,
      }),
    },
    {
      type: 'goToAccountPage',
      params: ({ event }: { event: Extract<SessionEvent, { type: 'FORBIDDEN' }> }) => ({
        path: ROLE_ACCOUNT[event.grant.role],
      }),
    },
  ],
} as const;

export const sessionMachine = machineSetup.createMachine({
  id: 'session',
  context: ({ input }) => restoreSessionContext(input),
  initial: 'restoring',
  states: {
    /** Transient: decides from the restored token. */
    restoring: {
      always: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        LOGIN: { target: 'loggingIn' },
        UNAUTHORIZED: onUnauthorized,
        FORBIDDEN: onForbidden,
      },
    },
    loggingIn: {
      on: {
        LOGIN_SUCCEEDED: {
          target: 'loggedIn',
          actions: [
            {
              type: 'storeGrant',
              params: ({ event }) => ({ grant: event.grant, replaceProvider: true }),
            },
            'persistSession',
            {
              type: 'goToRoleHome',
              params: ({ event }) => ({ path: ROLE_HOME[event.grant.role] }),
            },
          ],
        },
        LOGIN_FAILED: { target: 'loggedOut' },
        UNAUTHORIZED: onUnauthorized,
        FORBIDDEN: onForbidden,
      },
    },
    loggedIn: {
      on: {
        LOGOUT: { target: 'loggingOut' },
        UNAUTHORIZED: onUnauthorized,
        FORBIDDEN: onForbidden,
      },
    },
    loggingOut: {
      on: {
        LOGOUT_DONE: endSession,
        UNAUTHORIZED: onUnauthorized,
        FORBIDDEN: onForbidden,
      },
    },
    /** A 401 alert is showing; further 401s are ignored until the user confirms. */
    expired: {
      on: {
        CONFIRM: endSession,
        FORBIDDEN: onForbidden,
      },
    },
  },
});
