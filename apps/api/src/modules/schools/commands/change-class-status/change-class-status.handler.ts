import type { ClassRow } from '@atelier/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { classRows } from '../../read-model/school-read-model.js';
import { ClassCommands } from '../class-commands.js';
import { ChangeClassStatusCommand } from './change-class-status.command.js';

@CommandHandler(ChangeClassStatusCommand)
export class ChangeClassStatusHandler implements ICommandHandler<
  ChangeClassStatusCommand,
  ClassRow
> {
  constructor(
    private readonly classCommands: ClassCommands,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context, caller }: ChangeClassStatusCommand): Promise<ClassRow> {
    const schoolId = await this.classCommands.run(
      caller,
      'administer',
      { type: 'ChangeClassStatus', classId: payload.classId, action: payload.action },
      context,
    );
    const [row] = await classRows(this.db, { schoolId, classId: payload.classId });
    if (!row) throw new DomainError('notFound');
    return row;
  }
}
