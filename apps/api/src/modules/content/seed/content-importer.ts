import { LOCALES, bannerSchema, homeDataSchema } from '@atelier/contracts';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { BannerEntity } from '../entities/banner.entity.js';
import { ContentEntryEntity } from '../entities/content-entry.entity.js';

// A record keyed by an enum is exhaustive in zod 4: every language must be present.
const homeFileSchema = z.record(z.enum(LOCALES), homeDataSchema.omit({ lang: true }));

const localisedText = bannerSchema.pick({ title: true, subtitle: true });
const bannersFileSchema = z.array(
  bannerSchema.omit({ title: true, subtitle: true }).extend({
    placement: z.enum(['home', 'other']),
    text: z.record(z.enum(LOCALES), localisedText),
  }),
);

/**
 * Loads site content from fixtures/content into the database. Entries already present are kept,
 * so a second start seeds nothing twice and edits made later are not overwritten.
 */
export async function importContent(
  manager: EntityManager,
  contentDir: string,
  now: string,
): Promise<void> {
  const home = homeFileSchema.parse(
    JSON.parse(await fs.readFile(path.join(contentDir, 'home.json'), 'utf8')),
  );
  const banners = bannersFileSchema.parse(
    JSON.parse(await fs.readFile(path.join(contentDir, 'banners.json'), 'utf8')),
  );

  const entries = LOCALES.map((locale) => ({
    key: 'home',
    locale,
    body: JSON.stringify(home[locale]),
    updatedAt: now,
  }));
  const bannerRows = banners.flatMap((banner) =>
    LOCALES.map((locale) => ({
      id: banner.id,
      locale,
      placement: banner.placement,
      position: banner.position,
      imageUrl: banner.imageUrl,
      linkUrl: banner.linkUrl,
      ...banner.text[locale],
    })),
  );

  await manager
    .createQueryBuilder()
    .insert()
    .into(ContentEntryEntity)
    .values(entries)
    .orIgnore()
    .execute();
  await manager
    .createQueryBuilder()
    .insert()
    .into(BannerEntity)
    .values(bannerRows)
    .orIgnore()
    .execute();
}
