import type { HomeData, Locale } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class GetHomeDataQuery extends Query<HomeData> {
  constructor(readonly locale: Locale) {
    super();
  }
}
