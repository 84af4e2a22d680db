import type { SchoolSummary } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { schoolSummary } from '../../read-model/school-read-model.js';
import { PRIVATE_WORKSPACE_NAME, tenantOf } from '../../tenancy/tenant.js';
import { GetOverviewQuery } from './get-overview.query.js';

/** A private teacher before their first write has an empty workspace: no id and no code yet. */
const NO_WORKSPACE_YET: SchoolSummary = {
  id: '',
  name: PRIVATE_WORKSPACE_NAME,
  code: '',
  kind: 'private',
  accessUntil: null,
  hasAccess: true,
  counts: { grades: 0, classes: 0, teachers: 0, students: 0 },
};

@QueryHandler(GetOverviewQuery)
export class GetOverviewHandler implements IQueryHandler<GetOverviewQuery, SchoolSummary> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, now }: GetOverviewQuery): Promise<SchoolSummary> {
    const tenant = await tenantOf(this.db, caller);
    if (!tenant) {
      if (caller.role === 'teacher' && caller.schoolId === null) return NO_WORKSPACE_YET;
      throw new DomainError('forbidden');
    }
    const summary = await schoolSummary(this.db, tenant.schoolId, now);
    if (!summary) throw new DomainError('notFound');
    return summary;
  }
}
