import type { SessionGrant } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { findUserById, toGrant } from '../../read-model/user-row.js';
import { GetSessionGrantQuery } from './get-session-grant.query.js';

@QueryHandler(GetSessionGrantQuery)
export class GetSessionGrantHandler implements IQueryHandler<GetSessionGrantQuery, SessionGrant> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ userId, tokenValue }: GetSessionGrantQuery): Promise<SessionGrant> {
    const user = await findUserById(this.db, userId);
    if (!user || !tokenValue) throw new DomainError('unauthorized');
    return toGrant(user, tokenValue);
  }
}
