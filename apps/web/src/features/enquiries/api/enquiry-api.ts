import {
  ApiPaths,
  type CountryList,
  type CountryRegions,
  type EnquiryAccepted,
  type Locale,
  type UserEmailCheck,
} from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type Params } from '../../../api/client';

/** The country list of the cascading select, in the interface language (cached a day by HTTP). */
export const countriesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['regions', locale],
    queryFn: () => apiGet<CountryList>(ApiPaths.regions, { lang: locale }),
    staleTime: Infinity,
  });

/** One country's first-level regions (ISO 3166-2). */
export const countryRegionsQueryOptions = (locale: Locale, country: string) =>
  queryOptions({
    queryKey: ['regions', locale, country],
    queryFn: () => apiGet<CountryRegions>(ApiPaths.regions, { lang: locale, country }),
    staleTime: Infinity,
  });

/** Sends a form's checked values (form-encoded; lists as repeated keys). */
export function sendEnquiry(path: string, values: Params): Promise<EnquiryAccepted> {
  return apiPost<EnquiryAccepted>(path, values);
}

/**
 * Whether an account uses this e-mail. Quiet: a refusal (the check's rate limit) is no reason to
 * bother the visitor, the form works without the answer.
 */
export async function isEmailRegistered(email: string): Promise<boolean> {
  try {
    const answer = await apiPost<UserEmailCheck>(
      ApiPaths.checkUserEmail,
      { email },
      { quiet: true },
    );
    return answer.registered;
  } catch {
    return false;
  }
}
