import { Injectable } from '@nestjs/common';
import { SqliteEventStore } from '../../../infrastructure/event-store/event-store.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { AssignmentInfo } from '../domain/attempt.decider.js';
import type { HomeworkAssigned } from '../domain/homework.events.js';

/** Loads a homework's assignment from its stream, for the attempt commands to decide against. */
@Injectable()
export class AssignmentLoader {
  constructor(private readonly eventStore: SqliteEventStore) {}

  async load(homeworkId: string): Promise<AssignmentInfo> {
    const events = await this.eventStore.readStream(`homework-${homeworkId}`);
    const assigned = events.find(
      (e): e is typeof e & HomeworkAssigned => e.type === 'HomeworkAssigned',
    );
    if (!assigned) throw new DomainError('notFound');
    return assigned.data;
  }
}
