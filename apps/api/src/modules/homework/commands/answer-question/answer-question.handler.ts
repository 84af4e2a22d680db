import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AttemptRunner } from '../attempt-runner.js';
import { AnswerQuestionCommand } from './answer-question.command.js';

@CommandHandler(AnswerQuestionCommand)
export class AnswerQuestionHandler implements ICommandHandler<AnswerQuestionCommand> {
  constructor(private readonly attempts: AttemptRunner) {}

  execute({ payload, context }: AnswerQuestionCommand): Promise<void> {
    return this.attempts.run({ type: 'AnswerQuestion', ...payload }, context);
  }
}
