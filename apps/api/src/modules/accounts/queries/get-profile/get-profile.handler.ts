import type { Profile } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { toProfile, type UserRow } from '../../read-model/user-row.js';
import { GetProfileQuery } from './get-profile.query.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, Profile> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ userId }: GetProfileQuery): Promise<Profile> {
    const rows = (await this.db.query(
      `SELECT u.*, s.name AS school_name FROM users u LEFT JOIN schools s ON s.id = u.school_id
        WHERE u.id = ?`,
      [userId],
    )) as (UserRow & { school_name: string | null })[];
    const row = rows[0];
    if (!row) throw new DomainError('unauthorized');
    return toProfile(row, row.school_name);
  }
}
