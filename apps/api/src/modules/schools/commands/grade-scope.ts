import type { EntityManager } from 'typeorm';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { SessionPrincipal } from '../../../infrastructure/http/session-principal.js';
import { administeredTenant } from '../tenancy/tenant.js';

/**
 * The school of a grade the caller administers: their own tenant's live grade, else `notFound`
 * (another tenant's id is never confirmed); a school teacher is refused first (`forbidden`).
 */
export async function administeredGradeSchool(
  manager: EntityManager,
  caller: SessionPrincipal,
  gradeId: string,
): Promise<string> {
  const tenant = await administeredTenant(manager, caller);
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM grades WHERE id = ? AND school_id = ? AND deleted_at IS NULL`,
    [gradeId, tenant.schoolId],
  );
  if (rows.length === 0) throw new DomainError('notFound');
  return tenant.schoolId;
}
