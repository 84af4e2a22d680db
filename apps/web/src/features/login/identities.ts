import type { Role } from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';

/**
 * The identities of the login and registration screens (spec section 2), each a role: school or
 * institution means the manager role.
 */
export const IDENTITIES = [
  { value: 'student', label: 'login.identity.student', picture: '/images/identities/student.svg' },
  { value: 'teacher', label: 'login.identity.teacher', picture: '/images/identities/teacher.svg' },
  { value: 'manager', label: 'login.identity.school', picture: '/images/identities/school.svg' },
] as const satisfies readonly { value: Role; label: MessageId; picture: string }[];
