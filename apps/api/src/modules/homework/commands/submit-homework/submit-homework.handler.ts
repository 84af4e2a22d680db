import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AttemptRunner } from '../attempt-runner.js';
import { SubmitHomeworkCommand } from './submit-homework.command.js';

@CommandHandler(SubmitHomeworkCommand)
export class SubmitHomeworkHandler implements ICommandHandler<SubmitHomeworkCommand> {
  constructor(private readonly attempts: AttemptRunner) {}

  execute({ payload, context }: SubmitHomeworkCommand): Promise<void> {
    return this.attempts.run({ type: 'SubmitHomework', ...payload }, context);
  }
}
