import {
  ApiPaths,
  type ArticleList,
  type ArticleListItem,
  type Locale,
  type SITE_ID,
} from '@atelier/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet } from '../../../api/client';

/**
 * SITE_ID's value, typed against it: its module (site.ts) builds zod schemas, which the first load
 * must not carry (README, "Bundle").
 */
const SITE: typeof SITE_ID = 'atelier';

/** The About dropdown's articles (`lang`, `site=atelier`, `kind=about`): a short, unpaged list. */
export const aboutArticlesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['articles', 'about', locale],
    queryFn: () =>
      apiGet<ArticleList>(ApiPaths.articleList, { lang: locale, site: SITE, kind: 'about' }),
    staleTime: 10 * 60_000,
  });

/** The page of an About article: `/about/#/{url}` is rewritten to it at start-up (hash-url.ts). */
export const aboutArticlePath = (url: string) => `/about/${encodeURIComponent(url)}`;

/**
 * The About dropdown's articles in `locale`, fetched through the query cache. Not `useQuery`: its
 * observer machinery would be the header's only use of it in the first load (README, "Bundle").
 */
export function useAboutArticles(locale: Locale): readonly ArticleListItem[] {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<{ locale: Locale; items: readonly ArticleListItem[] }>();
  useEffect(() => {
    let current = true;
    queryClient.fetchQuery(aboutArticlesQueryOptions(locale)).then(
      (list) => {
        if (current) setAnswer({ locale, items: list.items });
      },
      // The API client has told the visitor; the dropdown keeps its other links.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [queryClient, locale]);
  return answer?.locale === locale ? answer.items : [];
}
