import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { schoolDecider } from '../../domain/school.decider.js';
import { projectSchoolEvents } from '../../projections/schools.projection.js';
import { RegisterSchoolCommand } from './register-school.command.js';

@CommandHandler(RegisterSchoolCommand)
export class RegisterSchoolHandler implements ICommandHandler<RegisterSchoolCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ payload, context }: RegisterSchoolCommand): Promise<void> {
    await this.runner.run({
      streamId: `school-${payload.schoolId}`,
      streamType: 'school',
      decider: schoolDecider,
      command: { type: 'RegisterSchool', ...payload },
      context,
      project: projectSchoolEvents,
    });
  }
}
