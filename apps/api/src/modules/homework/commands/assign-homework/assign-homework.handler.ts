import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { homeworkDecider } from '../../domain/homework.decider.js';
import { projectHomeworkEvents } from '../../projections/homework.projection.js';
import { AssignHomeworkCommand } from './assign-homework.command.js';

@CommandHandler(AssignHomeworkCommand)
export class AssignHomeworkHandler implements ICommandHandler<AssignHomeworkCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: AssignHomeworkCommand): Promise<void> {
    await this.runner.run({
      streamId: `homework-${payload.homeworkId}`,
      streamType: 'homework',
      decider: homeworkDecider,
      command: { type: 'AssignHomework', ...payload },
      context,
      project: projectHomeworkEvents,
    });
  }
}
