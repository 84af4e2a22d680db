/**
 * What the school-admin machines share: they start in a stored status. XState v5 has no
 * input-dependent `initial`, so each machine starts in a transient `restoring` state whose
 * eventless (`always`) transitions read the input from the `xstate.init` event (XState hands the
 * actor's input to that event) and go to the stored status; nothing ever rests in `restoring`.
 *
 * The pure helpers of the server do not go through `restoring`: they resolve a snapshot in the
 * stored status (`machine.resolveState`) and ask the machine what an event does there.
 */
import type { EventObject } from 'xstate';

/** The actor's input while the machine starts (the `xstate.init` event); undefined afterwards. */
export function startInput(event: EventObject): unknown {
  return event.type === 'xstate.init'
    ? (event as EventObject & { input?: unknown }).input
    : undefined;
}

/** `key` of the start input when it is an object, else undefined. */
export function startInputField(event: EventObject, key: string): unknown {
  const input = startInput(event);
  return typeof input === 'object' && input !== null
    ? (input as Record<string, unknown>)[key]
    : undefined;
}
