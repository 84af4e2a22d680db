import type { GradeRow } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { gradeRows } from '../../read-model/school-read-model.js';
import { tenantOf } from '../../tenancy/tenant.js';
import { ListGradesQuery } from './list-grades.query.js';

@QueryHandler(ListGradesQuery)
export class ListGradesHandler implements IQueryHandler<ListGradesQuery, GradeRow[]> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller }: ListGradesQuery): Promise<GradeRow[]> {
    const tenant = await tenantOf(this.db, caller);
    return tenant ? gradeRows(this.db, tenant.schoolId) : [];
  }
}
