import type { TeachersAnswer } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { teacherRows } from '../../read-model/school-read-model.js';
import { TeacherInvitationsReader } from '../../tenancy/teacher-invitations-reader.js';
import { tenantOf } from '../../tenancy/tenant.js';
import { ListTeachersQuery } from './list-teachers.query.js';

/** A school's teachers: the manager's view only (a private workspace has no teachers). */
@QueryHandler(ListTeachersQuery)
export class ListTeachersHandler implements IQueryHandler<ListTeachersQuery, TeachersAnswer> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly invitations: TeacherInvitationsReader,
  ) {}

  async execute({ caller, now }: ListTeachersQuery): Promise<TeachersAnswer> {
    const tenant = await tenantOf(this.db, caller);
    if (tenant?.actor !== 'manager') throw new DomainError('forbidden');
    return {
      teachers: await teacherRows(this.db, tenant.schoolId),
      pending: await this.invitations.pendingForSchool(tenant.schoolId, now),
    };
  }
}
