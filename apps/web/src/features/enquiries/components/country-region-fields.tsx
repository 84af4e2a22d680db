import type { Locale } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SelectField } from '../../../ui/form/select-field';
import { countriesQueryOptions, countryRegionsQueryOptions } from '../api/enquiry-api';

interface CountryRegionFieldsProps {
  /** A country code (`FR`) or one of its regions (`FR-IDF`), or '' before a choice. */
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** Only the country (the consultation form); the region select is left out. */
  countryOnly?: boolean;
  /** The form field's name, sent with the form. */
  name: string;
}

/**
 * The cascading country and region selects (`GET /ajax/regions`, then `?country=`). The region is
 * optional: "whole country" keeps the country's code; a country without regions shows none.
 */
export function CountryRegionFields({
  value,
  onChange,
  error,
  countryOnly = false,
  name,
}: CountryRegionFieldsProps) {
  const intl = useIntl();
  // The interface language (react-intl's locale is always one of LOCALES here).
  const locale = intl.locale as Locale;
  const country = value.slice(0, 2);
  const countries = useQuery(countriesQueryOptions(locale));
  const chosen = countries.data?.countries.find((option) => option.code === country);
  const regions = useQuery({
    ...countryRegionsQueryOptions(locale, country),
    enabled: !countryOnly && chosen?.hasRegions === true,
  });
  const loading = intl.formatMessage({ id: 'enquiries.loadingList' });

  return (
    <>
      <SelectField
        name={name}
        label={intl.formatMessage({
          id: countryOnly ? 'enquiries.field.country' : 'enquiries.field.countryRegion',
        })}
        value={country}
        error={error}
        onChange={onChange}
        options={[
          {
            value: '',
            label: countries.data ? intl.formatMessage({ id: 'enquiries.chooseCountry' }) : loading,
          },
          ...(countries.data?.countries ?? []).map((option) => ({
            value: option.code,
            label: option.name,
          })),
        ]}
      />
      {!countryOnly && chosen?.hasRegions && (
        <SelectField
          name={`${name}Region`}
          label={intl.formatMessage(
            { id: 'enquiries.optional' },
            { label: intl.formatMessage({ id: 'enquiries.field.region' }) },
          )}
          value={value.includes('-') ? value : ''}
          onChange={(region) => onChange(region || country)}
          options={[
            {
              value: '',
              label: regions.data ? intl.formatMessage({ id: 'enquiries.wholeCountry' }) : loading,
            },
            ...(regions.data?.regions ?? []).map((option) => ({
              value: option.code,
              label: option.name,
            })),
          ]}
        />
      )}
    </>
  );
}
