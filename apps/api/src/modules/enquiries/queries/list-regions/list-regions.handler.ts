import type { CountryList, CountryRegions } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { RegionCatalogue } from '../../regions/region-catalogue.js';
import { ListRegionsQuery } from './list-regions.query.js';

@QueryHandler(ListRegionsQuery)
export class ListRegionsHandler implements IQueryHandler<
  ListRegionsQuery,
  CountryList | CountryRegions
> {
  constructor(private readonly catalogue: RegionCatalogue) {}

  execute({ locale, country }: ListRegionsQuery): Promise<CountryList | CountryRegions> {
    if (country === undefined) return Promise.resolve(this.catalogue.countries(locale));
    const answer = this.catalogue.countryRegions(locale, country);
    if (!answer) throw new DomainError('notFound');
    return Promise.resolve(answer);
  }
}
