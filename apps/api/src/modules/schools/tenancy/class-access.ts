import type { ClassStatus, SchoolKind } from '@atelier/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { SessionPrincipal } from '../../../infrastructure/http/session-principal.js';
import { tenantOf, type Tenant } from './tenant.js';

/**
 * What a caller needs of a class: to read it (its detail, members, invite link), to manage its
 * members (suspend, activate, remove, invite) or to administer it (edit, status, delete, teacher,
 * move students). A school teacher reads and manages the members of their own classes only, and
 * administers none; a manager and a private teacher do everything in their own tenant.
 */
export type ClassNeed = 'read' | 'manage-members' | 'administer';

export interface ClassRowForAccess {
  id: string;
  schoolId: string;
  schoolKind: SchoolKind;
  gradeId: string;
  name: string;
  code: string;
  level: number;
  teacherId: string | null;
  status: ClassStatus;
  studentCount: number;
  /** The caller's tenant, as resolved for this check. */
  tenant: Tenant;
}

interface ClassAccessRow {
  id: string;
  school_id: string;
  school_kind: SchoolKind;
  grade_id: string;
  name: string;
  code: string;
  level: number;
  teacher_id: string | null;
  status: ClassStatus;
  student_count: number;
}

@Injectable()
export class ClassAccess {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The class, if the caller may do `need` with it. A class of another tenant, a deleted one or
   * an unknown id is `notFound` (other tenants' ids are never confirmed); a class of the caller's
   * school they may not act on is `forbidden`. Pass `manager` to read inside a write transaction.
   */
  async requireClass(
    principal: SessionPrincipal,
    classId: string,
    need: ClassNeed,
    manager?: EntityManager,
  ): Promise<ClassRowForAccess> {
    const db = manager ?? this.db;
    if (principal.role === 'student') throw new DomainError('forbidden');
    const tenant = await tenantOf(db, principal);
    if (!tenant) throw new DomainError('notFound');
    // A school teacher administers no class: refused whatever the id.
    if (need === 'administer' && tenant.actor === 'school-teacher') {
      throw new DomainError('forbidden');
    }
    const rows = (await db.query(
      `SELECT c.id, c.school_id, s.kind AS school_kind, c.grade_id, c.name, c.code, c.level,
              c.teacher_id, c.status, c.student_count
         FROM classes c JOIN schools s ON s.id = c.school_id
        WHERE c.id = ? AND c.deleted_at IS NULL`,
      [classId],
    )) as ClassAccessRow[];
    const row = rows[0];
    if (!row || row.school_id !== tenant.schoolId) throw new DomainError('notFound');
    if (!mayAct(tenant, principal.userId, row.teacher_id, need)) {
      throw new DomainError('forbidden');
    }
    return {
      id: row.id,
      schoolId: row.school_id,
      schoolKind: row.school_kind,
      gradeId: row.grade_id,
      name: row.name,
      code: row.code,
      level: row.level,
      teacherId: row.teacher_id,
      status: row.status,
      studentCount: row.student_count,
      tenant,
    };
  }
}

/** The rule of the authorization matrix for one class of the caller's own tenant. */
export function mayAct(
  tenant: Tenant,
  userId: string,
  classTeacherId: string | null,
  need: ClassNeed,
): boolean {
  switch (tenant.actor) {
    case 'manager':
    case 'private-teacher':
      return true;
    case 'school-teacher':
      return need !== 'administer' && classTeacherId === userId;
    default: {
      const unreachable: never = tenant.actor;
      return unreachable;
    }
  }
}
