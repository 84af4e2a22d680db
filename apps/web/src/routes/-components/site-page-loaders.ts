import type { CaseCategory, SiteSection, VideoCategory } from '@atelier/contracts';
import type { LazyPart } from '@atelier/i18n';
import { notFound } from '@tanstack/react-router';
import type { RouterContext } from '../../app/router-context';
import {
  articleQueryOptions,
  blogListQueryOptions,
  blogPostQueryOptions,
  casesQueryOptions,
  featuredVideoQueryOptions,
  isNotFound,
  sectionBannersQueryOptions,
  videoListQueryOptions,
} from '../../features/site-pages/api/site-queries';
import { requireMessages } from './require-messages';

/** The catalogue parts of the public site's pages; pages with a form need `enquiries` too. */
export const SITE_PAGE_MESSAGES: readonly LazyPart[] = ['site', 'site-pages'];
export const SITE_FORM_PAGE_MESSAGES: readonly LazyPart[] = ['site', 'site-pages', 'enquiries'];

interface LoaderArgs {
  context: RouterContext;
}

/** Starts an inner page's banners without waiting (they show up when they arrive). */
function prefetchBanners(context: RouterContext, section: SiteSection): void {
  void context.queryClient.prefetchQuery(sectionBannersQueryOptions(context.locale.get(), section));
}

/** A page whose content is all in the catalogue (pricing, landing pages, demo attendance). */
export function loadStaticPage(section: SiteSection | null, parts = SITE_PAGE_MESSAGES) {
  return async ({ context }: LoaderArgs) => {
    if (section) prefetchBanners(context, section);
    await requireMessages(context, parts);
  };
}

/** A 404 envelope is a friendly not-found page; other failures are the route's error page. */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export function loadArticle(by: 'url' | 'id', value: string, section: SiteSection) {
  return async ({ context }: LoaderArgs) => {
    prefetchBanners(context, section);
    await Promise.all([
      requireMessages(context, SITE_PAGE_MESSAGES),
      orNotFound(
        context.queryClient.ensureQueryData(articleQueryOptions(context.locale.get(), by, value)),
      ),
    ]);
  };
}

export function loadCases(
  category: CaseCategory,
  section: SiteSection,
  parts = SITE_PAGE_MESSAGES,
) {
  return async ({ context }: LoaderArgs) => {
    prefetchBanners(context, section);
    await Promise.all([
      requireMessages(context, parts),
      context.queryClient.ensureQueryData(casesQueryOptions(context.locale.get(), category)),
    ]);
  };
}

export function loadOnlineCourse(category: VideoCategory) {
  return async ({ context }: LoaderArgs) => {
    const locale = context.locale.get();
    prefetchBanners(context, 'online-course');
    await Promise.all([
      requireMessages(context, SITE_PAGE_MESSAGES),
      context.queryClient.ensureQueryData(featuredVideoQueryOptions(locale)),
      context.queryClient.ensureQueryData(videoListQueryOptions(locale, category)),
    ]);
  };
}

export async function loadBlogList({ context, page }: LoaderArgs & { page: number }) {
  prefetchBanners(context, 'blog');
  await Promise.all([
    requireMessages(context, SITE_PAGE_MESSAGES),
    context.queryClient.ensureQueryData(blogListQueryOptions(context.locale.get(), page)),
  ]);
}

export async function loadBlogPost({ context, slug }: LoaderArgs & { slug: string }) {
  await Promise.all([
    requireMessages(context, SITE_PAGE_MESSAGES),
    orNotFound(
      context.queryClient.ensureQueryData(blogPostQueryOptions(context.locale.get(), slug)),
    ),
  ]);
}

/**
 * A page shown in one language whatever the interface language: that language's catalogue
 * (core and parts) is loaded, and the interface language's too (the header and footer).
 */
export function loadFixedLanguagePage(locale: 'en' | 'fr') {
  return async ({ context }: LoaderArgs) => {
    await Promise.all([
      requireMessages(context, SITE_PAGE_MESSAGES),
      context.catalogs.loadParts(locale, SITE_PAGE_MESSAGES),
    ]);
  };
}
