import type { SchoolKind } from '@atelier/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { CommandRunner, type CommandContext } from '../../../infrastructure/cqrs/command-runner.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { SessionPrincipal } from '../../../infrastructure/http/session-principal.js';
import { schoolStream } from '../commands/streams.js';

/** Who administers which school: every school-admin call acts inside the caller's tenant. */
export interface Tenant {
  schoolId: string;
  kind: SchoolKind;
  actor: TenantActor;
}
export type TenantActor = 'manager' | 'school-teacher' | 'private-teacher';

/** Not shown to anyone as a person's name: the client shows its own label for a workspace. */
export const PRIVATE_WORKSPACE_NAME = 'Private classes';

/** Workspace codes: `P` and seven characters that cannot be mistaken for each other. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 7;

type Queryable = Pick<EntityManager, 'query'>;

/**
 * The tenant of a session: a manager's or school teacher's school (users.school_id), or a private
 * teacher's workspace (a school of kind `private` owned by them, created on their first write).
 * Students have none: every admin call refuses them before this is asked.
 */
@Injectable()
export class TenantResolver {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runner: CommandRunner,
  ) {}

  /** The caller's tenant, or null for a student or a private teacher without a workspace yet. */
  resolve(principal: SessionPrincipal): Promise<Tenant | null> {
    return tenantOf(this.db, principal);
  }

  /**
   * The caller's tenant inside a write transaction; a private teacher's first write creates the
   * workspace (RegisterSchool) in that same transaction. A student is refused (`forbidden`).
   */
  async resolveOrCreate(
    manager: EntityManager,
    principal: SessionPrincipal,
    context: CommandContext,
  ): Promise<Tenant> {
    const tenant = await tenantOf(manager, principal);
    if (tenant) return tenant;
    if (principal.role !== 'teacher' || principal.schoolId !== null) {
      throw new DomainError('forbidden');
    }
    const schoolId = uuidv7();
    await this.runner.runWithin(manager, {
      ...schoolStream(schoolId),
      command: {
        type: 'RegisterSchool',
        schoolId,
        name: PRIVATE_WORKSPACE_NAME,
        code: await freeCode(manager),
        kind: 'private',
        ownerTeacherId: principal.userId,
        accessUntil: null,
      },
      context: { ...context, schoolId },
    });
    return { schoolId, kind: 'private', actor: 'private-teacher' };
  }
}

/**
 * Administration (grades, classes, teachers, moves) belongs to a manager or a private teacher; a
 * school teacher (or a student) is refused whatever the ids, with `forbidden`.
 */
export function requireAdministrator(tenant: Tenant): Tenant {
  if (tenant.actor === 'school-teacher') throw new DomainError('forbidden');
  return tenant;
}

/**
 * The caller's tenant for an administrative action on rows that must already exist: a private
 * teacher without a workspace has none of them (`notFound`).
 */
export async function administeredTenant(
  db: Queryable,
  principal: SessionPrincipal,
): Promise<Tenant> {
  if (principal.role === 'student') throw new DomainError('forbidden');
  const tenant = await tenantOf(db, principal);
  if (!tenant) throw new DomainError(principal.schoolId === null ? 'notFound' : 'forbidden');
  return requireAdministrator(tenant);
}

export async function tenantOf(db: Queryable, principal: SessionPrincipal): Promise<Tenant | null> {
  if (principal.role === 'student') return null;
  if (principal.schoolId !== null) {
    const rows = (await db.query(`SELECT kind FROM schools WHERE id = ?`, [
      principal.schoolId,
    ])) as { kind: SchoolKind }[];
    const school = rows[0];
    if (!school) return null;
    return {
      schoolId: principal.schoolId,
      kind: school.kind,
      actor: principal.role === 'manager' ? 'manager' : 'school-teacher',
    };
  }
  if (principal.role !== 'teacher') return null;
  const rows = (await db.query(`SELECT id FROM schools WHERE owner_teacher_id = ?`, [
    principal.userId,
  ])) as { id: string }[];
  const workspace = rows[0];
  return workspace ? { schoolId: workspace.id, kind: 'private', actor: 'private-teacher' } : null;
}

async function freeCode(db: Queryable): Promise<string> {
  for (;;) {
    let code = 'P';
    for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    const taken: unknown[] = await db.query(`SELECT 1 FROM schools WHERE code = ? COLLATE NOCASE`, [
      code,
    ]);
    if (taken.length === 0) return code;
  }
}
