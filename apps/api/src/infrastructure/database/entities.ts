/**
 * Every TypeORM entity (operational read models). Listed explicitly: ESM builds cannot glob, and a
 * list keeps the schema reviewable. Each entity has a migration; `synchronize` is never used.
 */
import { BannerEntity } from '../../modules/content/entities/banner.entity.js';
import { ContentEntryEntity } from '../../modules/content/entities/content-entry.entity.js';

export const entities = [ContentEntryEntity, BannerEntity];
