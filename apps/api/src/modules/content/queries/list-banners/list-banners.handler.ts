import type { BannerList } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource } from 'typeorm';
import { BannerEntity } from '../../entities/banner.entity.js';
import { ListBannersQuery } from './list-banners.query.js';

@QueryHandler(ListBannersQuery)
export class ListBannersHandler implements IQueryHandler<ListBannersQuery, BannerList> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ placement, locale, section }: ListBannersQuery): Promise<BannerList> {
    const repository = this.db.getRepository(BannerEntity);
    const order = { position: 'ASC' } as const;
    let rows =
      placement === 'other' && section
        ? await repository.find({ where: { placement, locale, section }, order })
        : [];
    if (rows.length === 0) {
      // Home banners have no section; an inner page without banners of its own shows the
      // general "other" banners.
      rows = await repository.find({
        where:
          placement === 'home' ? { placement, locale } : { placement, locale, section: IsNull() },
        order,
      });
    }
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
