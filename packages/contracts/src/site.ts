import { z } from 'zod';
import { LOCALES } from './locales.js';

/**
 * Site content API (issue 4): articles, blog, cases, videos, inner-page banners and PDF pages.
 * Every answer is localised by `lang` (default en); every query schema names `lang` so that an
 * unknown language is a 400 like any other bad parameter. Bodies (`body`) are in the Markdown
 * subset of `site-markdown.ts`: render them with `parseSiteMarkdown`, never as HTML.
 *
 * Customer cases and cooperation cases share one call, `GET /atelier/cooperation-case/list`
 * (ApiPaths.cooperationCaseList), told apart by `category`: `customer` for the success stories
 * page (`/{product}-success-case-demo.html`), `cooperation` for the partnership page
 * (`/cooperation`). No category lists both, customers first.
 */

/** The `site` parameter of the article list (spec section 7: `site=atelier`). */
export const SITE_ID = 'atelier';

/** Lists that grow are paged: `page` from 1, `pageSize` up to `maxPageSize`. */
export const CONTENT_PAGING = { defaultPageSize: 10, maxPageSize: 50, maxPage: 10_000 } as const;

/** PDF pages: at most `limit` pages converted and answered per call; image width in pixels. */
export const PDF_PAGES = { limit: 20, renderWidth: 1240 } as const;

/** Where the server serves converted PDF pages (static images, no envelope). */
export const PDF_PAGES_URL_PREFIX = '/media/pdf-pages';

export const ARTICLE_KINDS = ['about', 'legal'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const CASE_CATEGORIES = ['customer', 'cooperation'] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

export const INSTITUTION_TYPES = [
  'school',
  'kindergarten',
  'institution',
  'regional-partner',
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

export const VIDEO_CATEGORIES = ['lesson', 'song', 'story', 'classroom', 'tutorial'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/**
 * Inner pages that can have their own banners (`GET /ajax/other/banners?section=...`). Without
 * `section`, or for a section without banners of its own, the general "other" banners answer.
 */
export const SITE_SECTIONS = [
  'about',
  'cases',
  'purchase',
  'online-course',
  'tablet-app',
  'cooperation',
  'ambassador',
  'blog',
  'legal',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** Stable identifiers of content: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z
  .string()
  .trim()
  .max(100, 'validation.invalid')
  .regex(SLUG_PATTERN, 'validation.invalid');
const lang = z.enum(LOCALES).optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A whole number from a query string or a form field, with messages that speak of numbers. */
const count = (min: number, max: number) =>
  z.coerce
    .number('site.validation.wholeNumber')
    .int('site.validation.wholeNumber')
    .min(min, 'site.validation.atLeast')
    .max(max, 'site.validation.atMost');
const paging = {
  page: count(1, CONTENT_PAGING.maxPage).default(1),
  pageSize: count(1, CONTENT_PAGING.maxPageSize).default(CONTENT_PAGING.defaultPageSize),
};

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

// --- Articles: `GET /about/article/list`, `GET /about/article/data` -------------------------

/** The About dropdown calls it with `lang` and `site=atelier`; `kind` defaults to about. */
export const articleListQuerySchema = z.object({
  lang,
  site: z.literal(SITE_ID).optional(),
  kind: z.enum(ARTICLE_KINDS).default('about'),
});

export const articleListItemSchema = z.object({
  id: z.string(),
  /** The `{article url}` of `/about/#/{article url}`; the same in every language. */
  url: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;
/** Ordered by position; short, so not paged. */
export const articleListSchema = z.object({ items: z.array(articleListItemSchema) });
export type ArticleList = z.infer<typeof articleListSchema>;

/** One of `url` or `id` (both: both must match). Unknown: 404 envelope. */
export const articleDataQuerySchema = z
  .object({ lang, url: slug.optional(), id: slug.optional() })
  .refine((query) => query.url !== undefined || query.id !== undefined, {
    path: ['url'],
    message: 'validation.required',
  });

export const articleSchema = articleListItemSchema.extend({
  lang: z.enum(LOCALES),
  body: z.string(),
  /** Last change of the text, `YYYY-MM-DD`. */
  updatedOn: isoDate,
});
export type Article = z.infer<typeof articleSchema>;

// --- Blog: `GET /atelier/blog/data` ----------------------------------------------------------

/** Without `slug`: a page of posts, newest first. With `slug`: that post (404 if unknown). */
export const blogDataQuerySchema = z.object({ lang, slug: slug.optional(), ...paging });

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  /** `YYYY-MM-DD` */
  publishedOn: isoDate,
  /** A path under the web app's public folder, e.g. `/images/blog/first-words.svg`. */
  coverImage: z.string(),
  readingMinutes: z.number().int().min(1),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogListSchema = pageOf(blogPostSummarySchema);
export type BlogList = z.infer<typeof blogListSchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  lang: z.enum(LOCALES),
  body: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogDataSchema = z.union([blogPostSchema, blogListSchema]);
export type BlogData = z.infer<typeof blogDataSchema>;

// --- Cases: `GET /atelier/cooperation-case/list` --------------------------------------------

export const caseListQuerySchema = z.object({
  lang,
  category: z.enum(CASE_CATEGORIES).optional(),
  ...paging,
});

export const caseSchema = z.object({
  id: z.string(),
  category: z.enum(CASE_CATEGORIES),
  institution: z.string(),
  institutionType: z.enum(INSTITUTION_TYPES),
  /** ISO 3166-1 alpha-2 */
  country: z.string().length(2),
  city: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  imageUrl: z.string(),
  figures: z.array(z.object({ value: z.string(), label: z.string() })),
  quote: z.object({ text: z.string(), author: z.string(), role: z.string() }).nullable(),
  /** True for a composite example written to show how the product is used, not a named client. */
  illustrative: z.boolean(),
});
export type SiteCase = z.infer<typeof caseSchema>;
export const caseListSchema = pageOf(caseSchema);
export type CaseList = z.infer<typeof caseListSchema>;

// --- Videos: `POST /atelier/video/list` (form or JSON), `GET /ajax/video` ------------------

export const videoListQuerySchema = z.object({
  lang,
  category: z.enum(VIDEO_CATEGORIES).optional(),
  ...paging,
});

export const videoSchema = z.object({
  id: z.string(),
  category: z.enum(VIDEO_CATEGORIES),
  title: z.string(),
  description: z.string(),
  posterUrl: z.string(),
  durationSeconds: z.number().int().min(0),
  /** Under `/media/...`; null while the film is not published (show the poster only). */
  url: z.string().nullable(),
  publishedOn: isoDate,
  featured: z.boolean(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoListSchema = pageOf(videoSchema);
export type VideoList = z.infer<typeof videoListSchema>;

/** With `id`: that video (404 if unknown); without: the featured video of the home page. */
export const videoQuerySchema = z.object({ lang, id: slug.optional() });

// --- Banners of inner pages: `GET /ajax/other/banners` ---------------------------------------

export const otherBannersQuerySchema = z.object({
  lang,
  section: z.enum(SITE_SECTIONS).optional(),
});

// --- PDF pages: `GET /ajax/covert-pdf-to-images` ---------------------------------------------

/**
 * `file` is the id of a stored document (`brochure`, `courseware-sheet`), never a path. Pages
 * `page` .. `page + maxPages - 1` (capped by the document's end) are converted once, cached,
 * and answered as image URLs under PDF_PAGES_URL_PREFIX. A page past the end is a 400; a stored
 * file that is not a PDF is a 400 `notPdf`; an unknown id is a 404.
 */
export const pdfPagesQuerySchema = z.object({
  lang,
  file: slug,
  page: count(1, CONTENT_PAGING.maxPage).default(1),
  maxPages: count(1, PDF_PAGES.limit).default(PDF_PAGES.limit),
});

export const pdfPageSchema = z.object({
  /** 1-based page number in the document. */
  index: z.number().int().min(1),
  /** PNG image, immutable (its path holds a hash of the PDF). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const pdfPagesSchema = z.object({
  file: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  pages: z.array(pdfPageSchema),
});
export type PdfPages = z.infer<typeof pdfPagesSchema>;
