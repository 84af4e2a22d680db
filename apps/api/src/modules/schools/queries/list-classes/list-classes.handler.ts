import type { ClassRow } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { classRows } from '../../read-model/school-read-model.js';
import { tenantOf } from '../../tenancy/tenant.js';
import { ListClassesQuery } from './list-classes.query.js';

/** A manager's or private teacher's classes; a school teacher's own only. */
@QueryHandler(ListClassesQuery)
export class ListClassesHandler implements IQueryHandler<ListClassesQuery, ClassRow[]> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller }: ListClassesQuery): Promise<ClassRow[]> {
    const tenant = await tenantOf(this.db, caller);
    if (!tenant) return [];
    return classRows(this.db, {
      schoolId: tenant.schoolId,
      teacherId: tenant.actor === 'school-teacher' ? caller.userId : null,
    });
  }
}
