import {
  ApiPaths,
  ResponseCode,
  type Article,
  type BannerList,
  type BlogList,
  type BlogPost,
  type CaseCategory,
  type CaseList,
  type Locale,
  type SiteSection,
  type Video,
  type VideoCategory,
  type VideoList,
} from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../../api/client';

/** Site content changes rarely; a language switch is a new key, so it refetches anyway. */
const CONTENT_STALE_MS = 5 * 60_000;

/** Posts per blog page. */
export const BLOG_PAGE_SIZE = 4;
/** Cases shown on the cases and cooperation pages (one page of the API's largest size). */
const CASES_PAGE_SIZE = 50;

export const siteKeys = {
  all: ['site-pages'] as const,
  article: (locale: Locale, by: 'url' | 'id', value: string) =>
    [...siteKeys.all, 'article', by, value, locale] as const,
  cases: (locale: Locale, category: CaseCategory) =>
    [...siteKeys.all, 'cases', category, locale] as const,
  blogList: (locale: Locale, page: number) =>
    [...siteKeys.all, 'blog', 'list', page, locale] as const,
  blogPost: (locale: Locale, slug: string) =>
    [...siteKeys.all, 'blog', 'post', slug, locale] as const,
  video: (locale: Locale) => [...siteKeys.all, 'video', locale] as const,
  videos: (locale: Locale, category: VideoCategory) =>
    [...siteKeys.all, 'videos', category, locale] as const,
  banners: (locale: Locale, section: SiteSection) =>
    [...siteKeys.all, 'banners', section, locale] as const,
};

/** Whether a failed call was the server's "no such item" (a 404 envelope). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === ResponseCode.notFound;
}

/** An about article by its `{article url}`, or a legal page by its id. */
export function articleQueryOptions(locale: Locale, by: 'url' | 'id', value: string) {
  return queryOptions({
    queryKey: siteKeys.article(locale, by, value),
    // Quiet: the page shows its own not-found or retry state instead of a toast.
    queryFn: () =>
      apiGet<Article>(ApiPaths.articleData, { lang: locale, [by]: value }, { quiet: true }),
    staleTime: CONTENT_STALE_MS,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

export function casesQueryOptions(locale: Locale, category: CaseCategory) {
  return queryOptions({
    queryKey: siteKeys.cases(locale, category),
    queryFn: () =>
      apiGet<CaseList>(ApiPaths.cooperationCaseList, {
        lang: locale,
        category,
        pageSize: CASES_PAGE_SIZE,
      }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function blogListQueryOptions(locale: Locale, page: number) {
  return queryOptions({
    queryKey: siteKeys.blogList(locale, page),
    queryFn: () =>
      apiGet<BlogList>(ApiPaths.blogData, { lang: locale, page, pageSize: BLOG_PAGE_SIZE }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function blogPostQueryOptions(locale: Locale, slug: string) {
  return queryOptions({
    queryKey: siteKeys.blogPost(locale, slug),
    queryFn: () => apiGet<BlogPost>(ApiPaths.blogData, { lang: locale, slug }, { quiet: true }),
    staleTime: CONTENT_STALE_MS,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

/** The featured video (`GET /ajax/video` without an id). */
export function featuredVideoQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: siteKeys.video(locale),
    queryFn: () => apiGet<Video>(ApiPaths.video, { lang: locale }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** A list of videos of one category (`POST /atelier/video/list`, form-encoded). */
export function videoListQueryOptions(locale: Locale, category: VideoCategory) {
  return queryOptions({
    queryKey: siteKeys.videos(locale, category),
    queryFn: () =>
      apiPost<VideoList>(ApiPaths.videoList, { lang: locale, category, page: 1, pageSize: 6 }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** The banners of an inner page (`GET /ajax/other/banners?section=`), in their order. */
export function sectionBannersQueryOptions(locale: Locale, section: SiteSection) {
  return queryOptions({
    queryKey: siteKeys.banners(locale, section),
    queryFn: () => apiGet<BannerList>(ApiPaths.otherBanners, { lang: locale, section }),
    staleTime: CONTENT_STALE_MS,
    select: (list) => [...list.items].sort((a, b) => a.position - b.position),
  });
}
