import type { ClassDetail } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { classMembers, classRows } from '../../read-model/school-read-model.js';
import { ClassAccess } from '../../tenancy/class-access.js';
import { ClassInvitationsReader } from '../../tenancy/class-invitations-reader.js';
import { GetClassQuery } from './get-class.query.js';

@QueryHandler(GetClassQuery)
export class GetClassHandler implements IQueryHandler<GetClassQuery, ClassDetail> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: ClassAccess,
    private readonly invitations: ClassInvitationsReader,
  ) {}

  async execute({ caller, classId, now }: GetClassQuery): Promise<ClassDetail> {
    const klass = await this.access.requireClass(caller, classId, 'read');
    const [row] = await classRows(this.db, { schoolId: klass.schoolId, classId });
    if (!row) throw new DomainError('notFound');
    return {
      ...row,
      members: await classMembers(this.db, classId),
      ...(await this.invitations.forClass(classId, now)),
    };
  }
}
