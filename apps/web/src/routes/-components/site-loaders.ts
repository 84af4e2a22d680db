/**
 * The loaders of the public site pages live in their own chunk (`site-page-loaders.ts`, with the
 * content queries): route definitions are part of the first load, so each route's loader fetches
 * that chunk first, in parallel with the page's component chunk.
 */
export function siteLoaders() {
  return import('./site-page-loaders');
}

/** `?page=` of the blog list: a whole number from 1, anything else is page 1. */
export function parseBlogSearch(search: Record<string, unknown>): { page: number } {
  const page = Number(search.page);
  return { page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}
