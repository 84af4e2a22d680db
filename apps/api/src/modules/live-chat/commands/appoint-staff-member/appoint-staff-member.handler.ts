import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { staffMemberDecider, staffMemberStream } from '../../domain/staff-member.decider.js';
import { projectStaffEvents } from '../../projections/live-chat.projection.js';
import { AppointStaffMemberCommand } from './appoint-staff-member.command.js';

/**
 * Staff are managers with no school (the role list stays student/teacher/manager); anyone else
 * is refused, so a school's manager never reads the site's chat.
 */
@CommandHandler(AppointStaffMemberCommand)
export class AppointStaffMemberHandler implements ICommandHandler<AppointStaffMemberCommand, void> {
  constructor(
    private readonly runner: CommandRunner,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ payload, context }: AppointStaffMemberCommand): Promise<void> {
    const [user] = (await this.db.query(`SELECT role, school_id FROM users WHERE id = ?`, [
      payload.userId,
    ])) as { role: string; school_id: string | null }[];
    if (!user || user.role !== 'manager' || user.school_id !== null) {
      throw new DomainError('forbidden');
    }
    await this.runner.run({
      ...staffMemberStream(payload.userId),
      decider: staffMemberDecider,
      command: { type: 'AppointStaffMember', userId: payload.userId },
      context,
      project: projectStaffEvents,
    });
  }
}
