import { z } from 'zod';
import { LOCALES } from './locales.js';

/** `GET /ajax/banners` and `GET /ajax/other/banners` */
export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  position: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({ items: z.array(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;

/** `GET /atelier/home/data`: the home page's sections, localised by `lang`. */
export const homeDataSchema = z.object({
  lang: z.enum(LOCALES),
  hero: z.object({
    title: z.string(),
    subtitle: z.string(),
    ctaLabel: z.string(),
    ctaUrl: z.string(),
  }),
  highlights: z.array(
    z.object({ id: z.string(), icon: z.string(), title: z.string(), body: z.string() }),
  ),
  figures: z.array(z.object({ id: z.string(), value: z.string(), label: z.string() })),
  testimonials: z.array(
    z.object({ id: z.string(), quote: z.string(), author: z.string(), role: z.string() }),
  ),
});
export type HomeData = z.infer<typeof homeDataSchema>;
