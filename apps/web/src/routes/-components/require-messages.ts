import type { LazyPart } from '@atelier/i18n';
import type { RouterContext } from '../../app/router-context';

/** The catalogue parts of the school administration screens (their cards and dialogs too). */
export const ADMIN_MESSAGES: readonly LazyPart[] = ['school-admin', 'invitations'];
export const INVITATION_MESSAGES: readonly LazyPart[] = ['invitations'];

/**
 * Loads the catalogue parts a route's screen uses before it renders (in the route's loader), in
 * the current language; a later language switch loads them with that language.
 */
export function requireMessages(
  context: Pick<RouterContext, 'catalogs' | 'locale'>,
  parts: readonly LazyPart[],
): Promise<void> {
  return context.catalogs.loadParts(context.locale.get(), parts);
}
