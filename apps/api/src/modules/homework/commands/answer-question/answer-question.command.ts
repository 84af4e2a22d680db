import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

export class AnswerQuestionCommand extends Command<void> {
  constructor(
    readonly payload: {
      homeworkId: string;
      studentId: string;
      itemId: string;
      correct: boolean;
      timeMs: number;
    },
    readonly context: CommandContext,
  ) {
    super();
  }
}
