import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { attemptDecider } from '../../domain/attempt.decider.js';
import { projectHomeworkEvents } from '../../projections/homework.projection.js';
import { AssignmentLoader } from '../assignment-loader.js';
import { SubmitHomeworkCommand } from './submit-homework.command.js';

@CommandHandler(SubmitHomeworkCommand)
export class SubmitHomeworkHandler implements ICommandHandler<SubmitHomeworkCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly assignments: AssignmentLoader,
  ) {}

  async execute({ payload, context }: SubmitHomeworkCommand): Promise<void> {
    const { homeworkId, ...rest } = payload;
    const assignment = await this.assignments.load(homeworkId);
    await this.runner.run({
      streamId: `attempt-${homeworkId}-${payload.studentId}`,
      streamType: 'attempt',
      decider: attemptDecider,
      command: { type: 'SubmitHomework', assignment, ...rest, now: context.now },
      context,
      project: projectHomeworkEvents,
    });
  }
}
