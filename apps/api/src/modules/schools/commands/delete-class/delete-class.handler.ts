import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClassCommands } from '../class-commands.js';
import { DeleteClassCommand } from './delete-class.command.js';

/** Only an empty class goes (the class machine: `classNotEmpty` otherwise). */
@CommandHandler(DeleteClassCommand)
export class DeleteClassHandler implements ICommandHandler<DeleteClassCommand> {
  constructor(private readonly classCommands: ClassCommands) {}

  async execute({ payload, context, caller }: DeleteClassCommand): Promise<void> {
    await this.classCommands.run(
      caller,
      'administer',
      { type: 'DeleteClass', classId: payload.classId },
      context,
    );
  }
}
