import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClassCommands } from '../class-commands.js';
import { ChangeStudentStatusCommand } from './change-student-status.command.js';

@CommandHandler(ChangeStudentStatusCommand)
export class ChangeStudentStatusHandler implements ICommandHandler<ChangeStudentStatusCommand> {
  constructor(private readonly classCommands: ClassCommands) {}

  async execute({ payload, context, caller }: ChangeStudentStatusCommand): Promise<void> {
    await this.classCommands.run(
      caller,
      'manage-members',
      { type: 'ChangeStudentStatus', ...payload },
      context,
    );
  }
}
