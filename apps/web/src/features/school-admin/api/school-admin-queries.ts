import {
  ApiPaths,
  fillPath,
  SchoolAdminPaths,
  type ClassDetail,
  type ClassRow,
  type GradeRow,
  type PlanView,
  type SchoolSummary,
  type StudentProfile,
  type StudentRow,
  type TeachersAnswer,
} from '@atelier/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { schoolAdminKeys } from './school-admin-keys';

/*
 * The reads of the school administration (`GET`, answers of packages/contracts/src/schools.ts).
 * `tenant` is the logged-in user's id (see school-admin-keys.ts); the server finds the school.
 * Answers are not localised (grade names, statuses and channels are keys the client translates).
 */

const STALE_MS = 15_000;

/**
 * No call without a tenant: once the user logs out the session has no user, and a screen still
 * on its way out must not ask (a 401 would raise the session-ended alert over the login page).
 */
const hasTenant = (tenant: string) => tenant !== '';

export function overviewQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: schoolAdminKeys.overview(tenant),
    queryFn: () => apiGet<SchoolSummary>(SchoolAdminPaths.overview),
    staleTime: STALE_MS,
    enabled: hasTenant(tenant),
  });
}

export function gradesQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: schoolAdminKeys.grades(tenant),
    queryFn: () => apiGet<GradeRow[]>(SchoolAdminPaths.grades),
    staleTime: STALE_MS,
    enabled: hasTenant(tenant),
  });
}

export function classesQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: schoolAdminKeys.classes(tenant),
    queryFn: () => apiGet<ClassRow[]>(SchoolAdminPaths.classes),
    staleTime: STALE_MS,
    enabled: hasTenant(tenant),
  });
}

export function classDetailQueryOptions(tenant: string, classId: string) {
  return queryOptions({
    queryKey: schoolAdminKeys.classDetail(tenant, classId),
    queryFn: () => apiGet<ClassDetail>(fillPath(SchoolAdminPaths.class, { classId })),
    staleTime: STALE_MS,
    enabled: hasTenant(tenant),
  });
}

export function teachersQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: schoolAdminKeys.teachers(tenant),
    queryFn: () => apiGet<TeachersAnswer>(SchoolAdminPaths.teachers),
    staleTime: STALE_MS,
    enabled: hasTenant(tenant),
  });
}

export function studentsQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: schoolAdminKeys.students(tenant),
    queryFn: () => apiGet<StudentRow[]>(SchoolAdminPaths.students),
    staleTime: STALE_MS,
    enabled: hasTenant(tenant),
  });
}

export function studentProfileQueryOptions(tenant: string, studentId: string) {
  return queryOptions({
    queryKey: schoolAdminKeys.studentProfile(tenant, studentId),
    queryFn: () => apiGet<StudentProfile>(fillPath(SchoolAdminPaths.student, { studentId })),
    staleTime: STALE_MS,
    enabled: hasTenant(tenant),
  });
}

/** The caller's plan state; a private teacher's teacher-access bonus use is in `bonus`. */
export function planQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: schoolAdminKeys.plan(tenant),
    queryFn: () => apiGet<PlanView>(ApiPaths.plan),
    staleTime: STALE_MS,
    enabled: hasTenant(tenant),
  });
}
