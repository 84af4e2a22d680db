export const ROLES = ['student', 'teacher', 'manager'] as const;
export type Role = (typeof ROLES)[number];

/** The user centre of each role (spec section 2). */
export const ROLE_HOME: Record<Role, string> = {
  student: '/student',
  teacher: '/teacher',
  manager: '/manager',
};

/** The account page of each role: the target after a 403 (spec section 8). */
export const ROLE_ACCOUNT: Record<Role, string> = {
  student: '/student/account',
  teacher: '/teacher/account',
  manager: '/manager/account',
};

export const PLAN_STATES = ['trial', 'subscriber', 'school-teacher', 'private-teacher'] as const;
export type PlanState = (typeof PLAN_STATES)[number];
