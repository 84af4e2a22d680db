/**
 * Query keys of the school administration. Every key starts with the tenant: the logged-in
 * user's id (the server scopes every call to the caller's school or private workspace, so a
 * user's answers are their tenant's). Another session in the same tab never reads them.
 */
export const schoolAdminKeys = {
  all: ['school-admin'] as const,
  tenant: (tenant: string) => [...schoolAdminKeys.all, tenant] as const,
  overview: (tenant: string) => [...schoolAdminKeys.tenant(tenant), 'overview'] as const,
  grades: (tenant: string) => [...schoolAdminKeys.tenant(tenant), 'grades'] as const,
  classes: (tenant: string) => [...schoolAdminKeys.tenant(tenant), 'classes'] as const,
  classDetails: (tenant: string) => [...schoolAdminKeys.tenant(tenant), 'class'] as const,
  classDetail: (tenant: string, classId: string) =>
    [...schoolAdminKeys.classDetails(tenant), classId] as const,
  teachers: (tenant: string) => [...schoolAdminKeys.tenant(tenant), 'teachers'] as const,
  students: (tenant: string) => [...schoolAdminKeys.tenant(tenant), 'students'] as const,
  studentProfiles: (tenant: string) => [...schoolAdminKeys.tenant(tenant), 'student'] as const,
  studentProfile: (tenant: string, studentId: string) =>
    [...schoolAdminKeys.studentProfiles(tenant), studentId] as const,
  plan: (tenant: string) => [...schoolAdminKeys.tenant(tenant), 'plan'] as const,
};

export type SchoolAdminKey = readonly unknown[];

/** What a change makes stale; each mutation invalidates exactly these (prefix match). */
export type SchoolAdminChange =
  | { kind: 'grade' }
  | { kind: 'class'; classId?: string }
  | { kind: 'class-teacher'; classId: string }
  | { kind: 'student-status'; studentId: string; classId: string }
  | { kind: 'student-left'; studentId: string; classIds: readonly string[] };

/**
 * The keys a change invalidates. Counts travel far: a class's students show in the grade's and
 * the school's counts, a class's name in the students' and teachers' rows, a private teacher's
 * students in the plan's bonus use.
 */
export function keysToInvalidate(tenant: string, change: SchoolAdminChange): SchoolAdminKey[] {
  const k = schoolAdminKeys;
  switch (change.kind) {
    case 'grade':
      return [k.grades(tenant), k.classes(tenant), k.overview(tenant)];
    case 'class':
      return [
        k.classes(tenant),
        change.classId ? k.classDetail(tenant, change.classId) : k.classDetails(tenant),
        k.grades(tenant),
        k.overview(tenant),
        k.teachers(tenant),
        k.students(tenant),
        k.studentProfiles(tenant),
      ];
    case 'class-teacher':
      return [k.classes(tenant), k.classDetail(tenant, change.classId), k.teachers(tenant)];
    case 'student-status':
      return [
        k.classDetail(tenant, change.classId),
        k.students(tenant),
        k.studentProfile(tenant, change.studentId),
      ];
    case 'student-left':
      return [
        ...change.classIds.map((classId) => k.classDetail(tenant, classId)),
        k.classes(tenant),
        k.grades(tenant),
        k.overview(tenant),
        k.students(tenant),
        k.studentProfile(tenant, change.studentId),
        k.plan(tenant),
      ];
    default: {
      const unknownChange: never = change;
      throw new Error(`Unknown change ${JSON.stringify(unknownChange)}`);
    }
  }
}
