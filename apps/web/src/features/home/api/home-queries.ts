import { ApiPaths, type BannerList, type HomeData, type Locale } from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';

/** Home content changes rarely; a language switch is a new key, so it refetches anyway. */
const CONTENT_STALE_MS = 5 * 60_000;

export const homeKeys = {
  all: ['home'] as const,
  data: (locale: Locale) => [...homeKeys.all, 'data', locale] as const,
  banners: (locale: Locale, placement: BannerPlacement) =>
    [...homeKeys.all, 'banners', placement, locale] as const,
};

export function homeDataQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: homeKeys.data(locale),
    queryFn: () => apiGet<HomeData>(ApiPaths.homeData, { lang: locale }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** `home`: the main strip (GET /ajax/banners); `other`: the second strip (GET /ajax/other/banners). */
export type BannerPlacement = 'home' | 'other';

export function bannersQueryOptions(locale: Locale, placement: BannerPlacement) {
  const path = placement === 'home' ? ApiPaths.banners : ApiPaths.otherBanners;
  return queryOptions({
    queryKey: homeKeys.banners(locale, placement),
    queryFn: () => apiGet<BannerList>(path, { lang: locale }),
    staleTime: CONTENT_STALE_MS,
    select: (list) => [...list.items].sort((a, b) => a.position - b.position),
  });
}
