import type { BannerList, Locale } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { BannerPlacement } from '../../entities/banner.entity.js';

export class ListBannersQuery extends Query<BannerList> {
  constructor(
    readonly placement: BannerPlacement,
    readonly locale: Locale,
  ) {
    super();
  }
}
