import type { CountryList, CountryRegions, Locale } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

/** Without a country: the country list; with one: that country's regions. */
export class ListRegionsQuery extends Query<CountryList | CountryRegions> {
  constructor(
    readonly locale: Locale,
    readonly country: string | undefined,
  ) {
    super();
  }
}
