import { homeDataSchema, type HomeData } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { ContentEntryEntity } from '../../entities/content-entry.entity.js';
import { GetHomeDataQuery } from './get-home-data.query.js';

@QueryHandler(GetHomeDataQuery)
export class GetHomeDataHandler implements IQueryHandler<GetHomeDataQuery, HomeData> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ locale }: GetHomeDataQuery): Promise<HomeData> {
    const entry = await this.db
      .getRepository(ContentEntryEntity)
      .findOneBy({ key: 'home', locale });
    if (!entry) throw new DomainError('notFound');
    // Parsed on the way out too: content edited in the database must still match the contract.
    return homeDataSchema.parse({ ...JSON.parse(entry.body), lang: locale });
  }
}
