import type { QueryClient } from '@tanstack/react-query';
import type { CatalogLoader } from '../features/i18n/catalog-loader';
import type { SessionActor } from '../features/session/session-actor';
import type { LocaleStore } from '../features/i18n/locale-store';

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionActor;
  locale: LocaleStore;
  catalogs: CatalogLoader;
}
