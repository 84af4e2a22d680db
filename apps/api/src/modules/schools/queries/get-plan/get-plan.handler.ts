import {
  TEACHER_ACCESS_BONUS,
  type PlanState,
  type PlanView,
  type SchoolKind,
} from '@atelier/contracts';
import { planRules } from '@atelier/machines';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { studentsInSchool } from '../../membership/class-membership.js';
import { GetPlanQuery } from './get-plan.query.js';

interface PlanSqlRow {
  plan: PlanState | null;
  plan_expires_at: string | null;
  school_id: string | null;
  school_name: string | null;
  school_kind: SchoolKind | null;
  access_until: string | null;
}

/**
 * The caller's plan state and its rules (spec sections 4, 6 and 9): the school (or private
 * workspace) it depends on, and a private teacher's teacher-access bonus with its use.
 */
@QueryHandler(GetPlanQuery)
export class GetPlanHandler implements IQueryHandler<GetPlanQuery, PlanView> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ caller, now }: GetPlanQuery): Promise<PlanView> {
    const rows = (await this.db.query(
      `SELECT u.plan, u.plan_expires_at, s.id AS school_id, s.name AS school_name,
              s.kind AS school_kind, s.access_until
         FROM users u
         LEFT JOIN schools s ON s.id = coalesce(u.school_id,
           (SELECT w.id FROM schools w WHERE w.owner_teacher_id = u.id))
        WHERE u.id = ?`,
      [caller.userId],
    )) as PlanSqlRow[];
    const row = rows[0];
    if (!row) throw new DomainError('unauthorized');
    const school =
      row.school_id !== null && row.school_kind !== null
        ? { name: row.school_name ?? '', kind: row.school_kind, accessUntil: row.access_until }
        : null;
    const rules = planRules(
      {
        role: caller.role,
        plan: row.plan,
        planExpiresAt: row.plan_expires_at,
        school: school ? { kind: school.kind, accessUntil: school.accessUntil } : null,
      },
      now,
    );
    const privateTeacher = caller.role === 'teacher' && caller.schoolId === null;
    return {
      state: row.plan,
      expiresAt: row.plan_expires_at,
      ...rules,
      school,
      bonus: privateTeacher
        ? {
            teachers: TEACHER_ACCESS_BONUS.teachers,
            maxStudents: TEACHER_ACCESS_BONUS.maxStudents,
            students: row.school_id ? await studentsInSchool(this.db, row.school_id) : 0,
          }
        : null,
    };
  }
}
