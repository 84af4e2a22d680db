import type { Locale } from '@atelier/contracts';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { en } from './en.js';
import { fr } from './fr.js';
import type { Catalog, MessageId } from './message-id.js';
import { invitationsEn } from './parts/invitations.en.js';
import { invitationsFr } from './parts/invitations.fr.js';
import { invitationsZh } from './parts/invitations.zh.js';
import { schoolAdminEn } from './parts/school-admin.en.js';
import { schoolAdminFr } from './parts/school-admin.fr.js';
import { schoolAdminZh } from './parts/school-admin.zh.js';
import { enquiriesEn } from './parts/enquiries.en.js';
import { enquiriesZh } from './parts/enquiries.zh.js';
import { enquiriesFr } from './parts/enquiries.fr.js';
import { liveChatEn } from './parts/live-chat.en.js';
import { liveChatFr } from './parts/live-chat.fr.js';
import { liveChatZh } from './parts/live-chat.zh.js';
import { siteEn } from './parts/site.en.js';
import { siteZh } from './parts/site.zh.js';
import { siteFr } from './parts/site.fr.js';
import { sitePagesEn } from './parts/site-pages.en.js';
import { sitePagesFr } from './parts/site-pages.fr.js';
import { sitePagesZh } from './parts/site-pages.zh.js';
import { zh } from './zh.js';

export type { CoreCatalog, CoreMessageId } from './en.js';
export type { Catalog, MessageId };
export {
  LAZY_PARTS,
  type LazyPart,
  type LazyPartCatalog,
  type LazyPartImporters,
} from './lazy-parts.js';
export {
  issueMessage,
  looksLikeMessageId,
  type IssueLike,
  type LocalisableMessage,
} from './validation.js';

/** Whole catalogues, core and lazy parts, for the server and tests (the web loads by part). */
export const catalogs: Record<Locale, Catalog> = {
  en: {
    ...en,
    ...schoolAdminEn,
    ...invitationsEn,
    ...enquiriesEn,
    ...siteEn,
    ...liveChatEn,
    ...sitePagesEn,
  },
  zh: {
    ...zh,
    ...schoolAdminZh,
    ...invitationsZh,
    ...enquiriesZh,
    ...siteZh,
    ...liveChatZh,
    ...sitePagesZh,
  },
  fr: {
    ...fr,
    ...schoolAdminFr,
    ...invitationsFr,
    ...enquiriesFr,
    ...siteFr,
    ...liveChatFr,
    ...sitePagesFr,
  },
};

export const messageIds: readonly MessageId[] = Object.keys(catalogs.en) as MessageId[];

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(catalogs.en, id);
}

const cache = new Map<string, IntlMessageFormat>();

/** Formats a message on the server (the web app uses react-intl over the same catalogs). */
export function translate(
  locale: Locale,
  id: MessageId,
  values?: Record<string, PrimitiveType>,
): string {
  const key = `${locale}\u0000${id}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(catalogs[locale][id], locale);
    cache.set(key, format);
  }
  return String(format.format(values));
}
