import type { BannerList, Locale, SiteSection } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';
import type { BannerPlacement } from '../../entities/banner.entity.js';

export class ListBannersQuery extends Query<BannerList> {
  constructor(
    readonly placement: BannerPlacement,
    readonly locale: Locale,
    /** Other banners only: the inner page asking; its own banners, else the general ones. */
    readonly section: SiteSection | null = null,
  ) {
    super();
  }
}
