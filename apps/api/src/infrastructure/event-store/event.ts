/** Who caused an event and in which context (DESIGN.md section 4). No personal data here. */
export interface EventMetadata {
  /** User id of the actor, or 'system' for the seed and background jobs. */
  actorId: string;
  /** The school (tenant) the event belongs to, or null for events outside a school. */
  schoolId: string | null;
  correlationId: string;
  causationId: string | null;
  lang: string;
}

/** An event as a decider returns it: a past-tense type and its data. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/**
 * An event about to be appended: a time-ordered id (UUIDv7) makes re-appends idempotent.
 * Distributive over a union of events, so `switch (event.type)` narrows `event.data`.
 */
export type NewEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? {
      eventId: string;
      type: E['type'];
      data: E['data'];
      metadata: EventMetadata;
      /** ISO-8601 time the event happened, from the command's clock (never Date.now() in a decider). */
      occurredAt: string;
    }
  : never;

export type StoredEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? NewEvent<E> & {
      /** Global position: dense, strictly increasing, starting at 1. */
      position: number;
      streamId: string;
      streamType: string;
      /** Version within the stream, starting at 1. */
      version: number;
    }
  : never;
