import type { StudentRow } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { studentRows } from '../../read-model/school-read-model.js';
import { tenantOf } from '../../tenancy/tenant.js';
import { ListStudentsQuery } from './list-students.query.js';

/** The school's students; a school teacher sees those in their own classes now. */
@QueryHandler(ListStudentsQuery)
export class ListStudentsHandler implements IQueryHandler<ListStudentsQuery, StudentRow[]> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller }: ListStudentsQuery): Promise<StudentRow[]> {
    const tenant = await tenantOf(this.db, caller);
    if (!tenant) return [];
    return studentRows(this.db, {
      schoolId: tenant.schoolId,
      teacherId: tenant.actor === 'school-teacher' ? caller.userId : null,
    });
  }
}
