/**
 * A student in a class (product spec section 4: "Student in class: can be removed, suspended,
 * activated"; section 2: a manager moves a student to another class, removes, suspends and
 * activates a student; a student joins by an invite link or an e-mailed invitation).
 *
 * One machine per (student, class) pair. `none` is "not a member"; `removed` keeps the row for the
 * class history, and the student may join the class again. Moving a student is MOVE_OUT here and
 * JOIN in the target class. No side effects: the server and the web use `membershipAfter`.
 */
import type { MembershipStatus } from '@atelier/contracts';
import { setup, transition } from 'xstate';
import { startInputField } from './start-input.js';

/** Every state of a (student, class) pair: not a member, or a stored membership status. */
export type MembershipValue = MembershipStatus | 'none';

/** The context: none (the status is the state). */
export type MembershipContext = Record<string, never>;

/** The stored status to resume from (default `none`). */
export type MembershipInput = { status?: MembershipValue } | void;

export type MembershipEvent =
  /** none or removed → active (invite link, e-mailed invitation, a manager, a move in) */
  | { type: 'JOIN' }
  /** active → suspended */
  | { type: 'SUSPEND' }
  /** suspended → active */
  | { type: 'ACTIVATE' }
  /** active or suspended → removed */
  | { type: 'REMOVE' }
  /** active or suspended → removed: the student was moved to another class */
  | { type: 'MOVE_OUT' };

export type MembershipEventType = MembershipEvent['type'];

export const MEMBERSHIP_ACTIONS = ['join', 'suspend', 'activate', 'remove', 'move-out'] as const;
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];

export const MEMBERSHIP_ACTION_EVENTS: Record<MembershipAction, MembershipEvent> = {
  join: { type: 'JOIN' },
  suspend: { type: 'SUSPEND' },
  activate: { type: 'ACTIVATE' },
  remove: { type: 'REMOVE' },
  'move-out': { type: 'MOVE_OUT' },
};

const machineSetup = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
    input: {} as MembershipInput,
  },
  guards: {
    /** The stored status given as input is `status` (read once, while starting). */
    storedAs: ({ event }, { status }: { status: MembershipValue }) =>
      startInputField(event, 'status') === status,
  },
});

export const membershipMachine = machineSetup.createMachine({
  id: 'membership',
  context: {},
  initial: 'restoring',
  states: {
    /** Transient: goes to the stored status of the input, `none` without one. */
    restoring: {
      always: [
        { guard: { type: 'storedAs', params: { status: 'active' } }, target: 'active' },
        { guard: { type: 'storedAs', params: { status: 'suspended' } }, target: 'suspended' },
        { guard: { type: 'storedAs', params: { status: 'removed' } }, target: 'removed' },
        { target: 'none' },
      ],
    },
    none: {
      on: { JOIN: { target: 'active' } },
    },
    active: {
      on: {
        SUSPEND: { target: 'suspended' },
        REMOVE: { target: 'removed' },
        MOVE_OUT: { target: 'removed' },
      },
    },
    suspended: {
      on: {
        ACTIVATE: { target: 'active' },
        REMOVE: { target: 'removed' },
        MOVE_OUT: { target: 'removed' },
      },
    },
    /** Left the class (removed or moved); the row stays for the history; may join again. */
    removed: {
      on: { JOIN: { target: 'active' } },
    },
  },
});

/* ─────────────────── pure helpers (server and web) ─────────────────── */

/**
 * The membership after `action`, or null if the machine refuses it (answer transitionRefused).
 * `none`: the student is not in the class (no row).
 */
export function membershipAfter(
  status: MembershipValue,
  action: MembershipAction,
): MembershipStatus | null {
  const snapshot = membershipMachine.resolveState({ value: status, context: {} });
  const event = MEMBERSHIP_ACTION_EVENTS[action];
  if (!snapshot.can(event)) return null;
  const [next] = transition(membershipMachine, snapshot, event);
  const value = next.value as MembershipValue;
  return value === 'none' ? null : value;
}

/** The actions the machine accepts in `status`, in MEMBERSHIP_ACTIONS order. */
export function membershipActions(status: MembershipValue): MembershipAction[] {
  return MEMBERSHIP_ACTIONS.filter((action) => membershipAfter(status, action) !== null);
}
