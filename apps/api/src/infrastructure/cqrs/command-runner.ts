import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { UnitOfWork } from '../database/unit-of-work.js';
import type { DomainEvent, EventMetadata, StoredEvent } from '../event-store/event.js';
import { SqliteEventStore } from '../event-store/event-store.js';
import { foldEvents, type Decider } from './decider.js';

/** Who sends a command and when: the clock enters here, never inside a decider. */
export interface CommandContext {
  actorId: string;
  schoolId: string | null;
  correlationId: string;
  lang: string;
  now: Date;
}

export interface RunCommand<S, C, E extends DomainEvent> {
  streamId: string;
  streamType: string;
  decider: Decider<S, C, E>;
  command: C;
  context: CommandContext;
  /** Updates the operational read models in the same transaction as the append. */
  project?: (manager: EntityManager, events: StoredEvent<E>[]) => Promise<void>;
}

/**
 * The only way a command handler writes (DESIGN.md section 3): load the stream, decide, append
 * with the expected version, update read models — one transaction, so a user reads what they wrote.
 */
@Injectable()
export class CommandRunner {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly eventStore: SqliteEventStore,
  ) {}

  async run<S, C, E extends DomainEvent>(args: RunCommand<S, C, E>): Promise<StoredEvent<E>[]> {
    return this.unitOfWork.run((manager) => this.runWithin(manager, args));
  }

  /**
   * `run` inside a transaction the caller already holds (`UnitOfWork.run`), for a handler whose
   * other writes must commit or roll back with the events: a code consumed with the password
   * reset it allows, a registration ticket with the account it creates.
   */
  async runWithin<S, C, E extends DomainEvent>(
    manager: EntityManager,
    args: RunCommand<S, C, E>,
  ): Promise<StoredEvent<E>[]> {
    const { streamId, streamType, decider, command, context, project } = args;
    // Read while holding the write lock (BEGIN IMMEDIATE): no other writer can commit to this
    // stream before our append, so the version read here is still current when we append. Read
    // through the transaction, so that an earlier command of the same transaction is seen.
    const history = (await this.eventStore.readStream(streamId, manager)) as StoredEvent<E>[];
    const state = foldEvents(decider, history.map(toDomainEvent));
    const decided = decider.decide(command, state);
    if (decided.length === 0) return [];
    const metadata: EventMetadata = {
      actorId: context.actorId,
      schoolId: context.schoolId,
      correlationId: context.correlationId,
      causationId: null,
      lang: context.lang,
    };
    const occurredAt = context.now.toISOString();
    const newEvents = decided.map((event) => ({
      eventId: uuidv7(),
      type: event.type,
      data: event.data,
      metadata,
      occurredAt,
    }));
    const { positions, version } = await this.eventStore.append(
      manager,
      streamId,
      streamType,
      history.length,
      newEvents,
    );
    // The decided events typed E; TypeScript cannot see that a mapped union stays distributed.
    const stored = newEvents.map((event, i) => ({
      ...event,
      streamId,
      streamType,
      position: positions[i] ?? 0,
      version: version - newEvents.length + i + 1,
    })) as StoredEvent<E>[];
    await project?.(manager, stored);
    return stored;
  }
}

function toDomainEvent<E extends DomainEvent>(event: StoredEvent<E>): E {
  return { type: event.type, data: event.data } as E;
}
