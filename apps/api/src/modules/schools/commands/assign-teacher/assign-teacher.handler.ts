import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { classDecider } from '../../domain/class.decider.js';
import { projectSchoolEvents } from '../../projections/schools.projection.js';
import { AssignTeacherCommand } from './assign-teacher.command.js';

@CommandHandler(AssignTeacherCommand)
export class AssignTeacherHandler implements ICommandHandler<AssignTeacherCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: AssignTeacherCommand): Promise<void> {
    await this.runner.run({
      streamId: `class-${payload.classId}`,
      streamType: 'class',
      decider: classDecider,
      command: { type: 'AssignTeacher', ...payload },
      context,
      project: projectSchoolEvents,
    });
  }
}
