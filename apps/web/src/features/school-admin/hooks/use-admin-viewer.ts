import { useQuery } from '@tanstack/react-query';
import { rightsOf, viewerOf, type AdminRights, type AdminViewer } from '../admin-rights';
import { overviewQueryOptions } from '../api/school-admin-queries';
import { useTenant } from './use-tenant';

/** The user centres that have administration screens. */
export type AdminRole = 'manager' | 'teacher';

export interface AdminAccess {
  viewer: AdminViewer;
  rights: AdminRights;
}

/**
 * Who is looking and what they may do. A manager is known from the session; a teacher is a
 * private or a school teacher by their workspace's kind (GET overview, which the server answers
 * for every teacher, making a private workspace on first use).
 */
export function useAdminViewer(role: AdminRole) {
  const tenant = useTenant();
  const overview = useQuery(overviewQueryOptions(tenant));
  const viewer: AdminViewer | null =
    role === 'manager' ? 'manager' : overview.data ? viewerOf(role, overview.data.kind) : null;
  const access: AdminAccess | null = viewer ? { viewer, rights: rightsOf(viewer) } : null;
  return { overview, access };
}
