import { Injectable } from '@nestjs/common';
import { CommandRunner, type CommandContext } from '../../../infrastructure/cqrs/command-runner.js';
import { SqliteEventStore } from '../../../infrastructure/event-store/event-store.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import {
  attemptDecider,
  type AssignmentInfo,
  type AttemptCommand,
} from '../domain/attempt.decider.js';
import type { HomeworkAssigned } from '../domain/homework.events.js';
import { projectHomeworkEvents } from '../projections/homework.projection.js';

/** An attempt command as a handler receives it: the assignment and the clock are added here. */
type AttemptInput = DistributiveOmit<AttemptCommand, 'assignment' | 'now'> & { homeworkId: string };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Runs a student's attempt commands (answer, submit): loads the homework's assignment from its
 * stream, then decides on the attempt stream `attempt-<homeworkId>-<studentId>`.
 */
@Injectable()
export class AttemptRunner {
  constructor(
    private readonly eventStore: SqliteEventStore,
    private readonly runner: CommandRunner,
  ) {}

  async run({ homeworkId, ...command }: AttemptInput, context: CommandContext): Promise<void> {
    const assignment = await this.loadAssignment(homeworkId);
    await this.runner.run({
      streamId: `attempt-${homeworkId}-${command.studentId}`,
      streamType: 'attempt',
      decider: attemptDecider,
      command: { ...command, assignment, now: context.now } as AttemptCommand,
      context,
      project: projectHomeworkEvents,
    });
  }

  private async loadAssignment(homeworkId: string): Promise<AssignmentInfo> {
    const events = await this.eventStore.readStream(`homework-${homeworkId}`);
    const assigned = events.find(
      (e): e is typeof e & HomeworkAssigned => e.type === 'HomeworkAssigned',
    );
    if (!assigned) throw new DomainError('notFound');
    return assigned.data;
  }
}
