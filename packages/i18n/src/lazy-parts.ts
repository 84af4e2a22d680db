import type { Locale } from '@atelier/contracts';
import type { enquiriesEn } from './parts/enquiries.en.js';
import type { invitationsEn } from './parts/invitations.en.js';
import type { liveChatEn } from './parts/live-chat.en.js';
import type { schoolAdminEn } from './parts/school-admin.en.js';
import type { siteEn } from './parts/site.en.js';
import type { sitePagesEn } from './parts/site-pages.en.js';

/**
 * Parts of the catalogue a feature's screens use (`packages/i18n/src/parts/<name>.<locale>.ts`).
 * The web app loads them with the routes or dialogs that need them
 * (`@atelier/i18n/parts/<name>.<locale>`), so the first load of the site carries only the core
 * catalogue (en.ts: errors, validation, header, footer, home); the server's `catalogs` include
 * every part.
 */
export const LAZY_PARTS = [
  'school-admin',
  'invitations',
  'enquiries',
  'site',
  'live-chat',
  'site-pages',
] as const;
export type LazyPart = (typeof LAZY_PARTS)[number];

export type LazyPartMessages = {
  'school-admin': typeof schoolAdminEn;
  invitations: typeof invitationsEn;
  enquiries: typeof enquiriesEn;
  site: typeof siteEn;
  'live-chat': typeof liveChatEn;
  'site-pages': typeof sitePagesEn;
};
export type LazyPartCatalog<P extends LazyPart> = Record<keyof LazyPartMessages[P], string>;
export type LazyMessageId = { [P in LazyPart]: keyof LazyPartMessages[P] }[LazyPart];

/** Where each part of each language is, for loaders that need literal import paths. */
export type LazyPartImporters = Record<
  LazyPart,
  Record<Locale, () => Promise<Record<string, string>>>
>;
