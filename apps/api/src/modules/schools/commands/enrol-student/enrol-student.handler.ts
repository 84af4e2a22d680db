import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { classDecider } from '../../domain/class.decider.js';
import { projectSchoolEvents } from '../../projections/schools.projection.js';
import { EnrolStudentCommand } from './enrol-student.command.js';

@CommandHandler(EnrolStudentCommand)
export class EnrolStudentHandler implements ICommandHandler<EnrolStudentCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: EnrolStudentCommand): Promise<void> {
    await this.runner.run({
      streamId: `class-${payload.classId}`,
      streamType: 'class',
      decider: classDecider,
      command: { type: 'EnrolStudent', ...payload },
      context,
      project: projectSchoolEvents,
    });
  }
}
