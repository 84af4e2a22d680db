/**
 * The status of a class, and of a grade (product spec section 4: "Class/grade: in use or
 * terminated/disabled (can be enabled or disabled)"; section 2: a manager suspends, activates,
 * enables, disables and deletes classes, deleting only an empty class).
 *
 * The machine has no side effects: the server asks it, through the pure helpers below, whether
 * an action is allowed and what the status becomes ("the server refuses what the machine
 * refuses"); the web asks the same helpers which buttons to offer. Grades only enable and disable,
 * with the same machine (`gradeStatusAfter`).
 */
import {
  CLASS_STATUS_ACTIONS,
  type ClassStatus,
  type ClassStatusAction,
  type GradeStatusAction,
} from '@atelier/contracts';
import { setup, transition } from 'xstate';
import { startInputField } from './start-input.js';

/** Every state a class can rest in: its stored statuses, and `deleted` (final). */
export type ClassStatusValue = ClassStatus | 'deleted';

/** The context: none (the status is the state). */
export type ClassStatusContext = Record<string, never>;

/**
 * The stored status to resume from (default `in-use`, a new class). `void` (not `undefined`,
 * which type inference drops) keeps `createActor(classStatusMachine)` valid without input.
 */
export type ClassStatusInput = { status?: ClassStatus } | void;

export type ClassStatusEvent =
  /** in use → suspended */
  | { type: 'SUSPEND' }
  /** suspended → in use */
  | { type: 'ACTIVATE' }
  /** in use or suspended → terminated (disabled) */
  | { type: 'DISABLE' }
  /** terminated → in use */
  | { type: 'ENABLE' }
  /** any status → deleted, only when the class has no student */
  | { type: 'DELETE'; studentCount: number };

export type ClassStatusEventType = ClassStatusEvent['type'];

/** The event of each action of the contracts (`classStatusSchema`). */
export const CLASS_STATUS_ACTION_EVENTS: Record<ClassStatusAction, ClassStatusEvent> = {
  suspend: { type: 'SUSPEND' },
  activate: { type: 'ACTIVATE' },
  disable: { type: 'DISABLE' },
  enable: { type: 'ENABLE' },
};

const machineSetup = setup({
  types: {
    context: {} as ClassStatusContext,
    events: {} as ClassStatusEvent,
    input: {} as ClassStatusInput,
  },
  guards: {
    /** The stored status given as input is `status` (read once, while starting). */
    storedAs: ({ event }, { status }: { status: ClassStatus }) =>
      startInputField(event, 'status') === status,
    /** Only an empty class can be deleted. */
    hasNoStudent: ({ event }) => event.type === 'DELETE' && event.studentCount === 0,
  },
});

const deleteIfEmpty = { guard: 'hasNoStudent', target: '#classStatus.deleted' } as const;

export const classStatusMachine = machineSetup.createMachine({
  id: 'classStatus',
  context: {},
  initial: 'restoring',
  states: {
    /** Transient: goes to the stored status of the input, `in-use` without one. */
    restoring: {
      always: [
        { guard: { type: 'storedAs', params: { status: 'suspended' } }, target: 'suspended' },
        { guard: { type: 'storedAs', params: { status: 'terminated' } }, target: 'terminated' },
        { target: 'in-use' },
      ],
    },
    'in-use': {
      on: {
        SUSPEND: { target: 'suspended' },
        DISABLE: { target: 'terminated' },
        DELETE: deleteIfEmpty,
      },
    },
    suspended: {
      on: {
        ACTIVATE: { target: 'in-use' },
        DISABLE: { target: 'terminated' },
        DELETE: deleteIfEmpty,
      },
    },
    /** Disabled. */
    terminated: {
      on: {
        ENABLE: { target: 'in-use' },
        DELETE: deleteIfEmpty,
      },
    },
    deleted: { type: 'final' },
  },
});

/* ─────────────────── pure helpers (server and web) ─────────────────── */

/** The machine resting in a stored status (no `restoring`, no actor). */
function classSnapshot(status: ClassStatusValue) {
  return classStatusMachine.resolveState({ value: status, context: {} });
}

/** Where `event` takes a class in `status`; null if the machine refuses it. */
function classStatusAfterEvent(
  status: ClassStatusValue,
  event: ClassStatusEvent,
): ClassStatusValue | null {
  const snapshot = classSnapshot(status);
  if (!snapshot.can(event)) return null;
  const [next] = transition(classStatusMachine, snapshot, event);
  return next.value as ClassStatusValue;
}

/** The status after a manager's action, or null if the machine refuses it (answer transitionRefused). */
export function classStatusAfter(
  status: ClassStatus,
  action: ClassStatusAction,
): ClassStatus | null {
  const next = classStatusAfterEvent(status, CLASS_STATUS_ACTION_EVENTS[action]);
  return next === null || next === 'deleted' ? null : next;
}

/** The actions the machine accepts in `status`, in the contracts' order (buttons to offer). */
export function classStatusActions(status: ClassStatus): ClassStatusAction[] {
  return CLASS_STATUS_ACTIONS.filter((action) => classStatusAfter(status, action) !== null);
}

/** A class can be deleted in any status, but only without students (else answer classNotEmpty). */
export function canDeleteClass(status: ClassStatus, studentCount: number): boolean {
  return classStatusAfterEvent(status, { type: 'DELETE', studentCount }) === 'deleted';
}

/** A grade's status: in use or terminated (disabled). */
export type GradeStatus = Extract<ClassStatus, 'in-use' | 'terminated'>;

/** A grade's status after enable or disable (the class machine's ENABLE/DISABLE); null if refused. */
export function gradeStatusAfter(
  status: GradeStatus,
  action: GradeStatusAction,
): GradeStatus | null {
  const next = classStatusAfter(status, action);
  return next === 'in-use' || next === 'terminated' ? next : null;
}
