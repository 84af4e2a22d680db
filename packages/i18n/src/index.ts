import type { Locale } from '@atelier/contracts';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { en, type Catalog, type MessageId } from './en.js';
import { fr } from './fr.js';
import { zh } from './zh.js';

export type { Catalog, MessageId };
export { issueMessage, type IssueLike, type LocalisableMessage } from './validation.js';

export const messageIds: readonly MessageId[] = Object.keys(en) as MessageId[];

export const catalogs: Record<Locale, Catalog> = { en, zh, fr };

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id);
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
