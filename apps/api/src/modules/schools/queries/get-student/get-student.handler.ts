import type { StudentProfile } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { avatarUrl } from '../../../accounts/read-model/user-row.js';
import { studentProfile, studentRows } from '../../read-model/school-read-model.js';
import { tenantOf } from '../../tenancy/tenant.js';
import { GetStudentQuery } from './get-student.query.js';

/**
 * A student's profile and class history within the caller's school. A school teacher sees the
 * students of their own classes; another student of the school is `forbidden`, anyone else's
 * `notFound`.
 */
@QueryHandler(GetStudentQuery)
export class GetStudentHandler implements IQueryHandler<GetStudentQuery, StudentProfile> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, studentId }: GetStudentQuery): Promise<StudentProfile> {
    const tenant = await tenantOf(this.db, caller);
    if (!tenant) throw new DomainError('notFound');
    const profile = await studentProfile(this.db, tenant.schoolId, studentId, avatarUrl);
    if (!profile) throw new DomainError('notFound');
    if (tenant.actor === 'school-teacher') {
      const mine = await studentRows(this.db, {
        schoolId: tenant.schoolId,
        teacherId: caller.userId,
        studentId,
      });
      if (mine.length === 0) throw new DomainError('forbidden');
    }
    return profile;
  }
}
