import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClassCommands } from '../class-commands.js';
import { RemoveStudentCommand } from './remove-student.command.js';

/** The membership row stays, `removed`, for the student's class history. */
@CommandHandler(RemoveStudentCommand)
export class RemoveStudentHandler implements ICommandHandler<RemoveStudentCommand> {
  constructor(private readonly classCommands: ClassCommands) {}

  async execute({ payload, context, caller }: RemoveStudentCommand): Promise<void> {
    await this.classCommands.run(
      caller,
      'manage-members',
      { type: 'RemoveStudent', ...payload },
      context,
    );
  }
}
