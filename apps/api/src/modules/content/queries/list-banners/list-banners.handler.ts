import type { BannerList } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BannerEntity } from '../../entities/banner.entity.js';
import { ListBannersQuery } from './list-banners.query.js';

@QueryHandler(ListBannersQuery)
export class ListBannersHandler implements IQueryHandler<ListBannersQuery, BannerList> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ placement, locale }: ListBannersQuery): Promise<BannerList> {
    const rows = await this.db
      .getRepository(BannerEntity)
      .find({ where: { placement, locale }, order: { position: 'ASC' } });
    // A mapper, not the entity: the response shape is the contract's, whatever the table holds.
    return {
      items: rows.map(({ id, title, subtitle, imageUrl, linkUrl, position }) => ({
        id,
        title,
        subtitle,
        imageUrl,
        linkUrl,
        position,
      })),
    };
  }
}
