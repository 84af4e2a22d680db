import { Module } from '@nestjs/common';
import { AnswerQuestionHandler } from './commands/answer-question/answer-question.handler.js';
import { AssignHomeworkHandler } from './commands/assign-homework/assign-homework.handler.js';
import { AttemptRunner } from './commands/attempt-runner.js';
import { SubmitHomeworkHandler } from './commands/submit-homework/submit-homework.handler.js';

/**
 * Homework commands. Answers are recorded with their correctness as given; checking answers
 * against the question bank on the server arrives with the curriculum and homework issues.
 */
@Module({
  providers: [AttemptRunner, AssignHomeworkHandler, AnswerQuestionHandler, SubmitHomeworkHandler],
})
export class HomeworkModule {}
