import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { classDecider } from '../../domain/class.decider.js';
import { projectSchoolEvents } from '../../projections/schools.projection.js';
import { CreateClassCommand } from './create-class.command.js';

/** Class codes are unique per school: the read model's UNIQUE(school_id, code) rolls back a clash. */
@CommandHandler(CreateClassCommand)
export class CreateClassHandler implements ICommandHandler<CreateClassCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: CreateClassCommand): Promise<void> {
    await this.runner.run({
      streamId: `class-${payload.classId}`,
      streamType: 'class',
      decider: classDecider,
      command: { type: 'CreateClass', ...payload },
      context,
      project: projectSchoolEvents,
    });
  }
}
