import {
  SCHOOL_ADMIN_LIMITS,
  type ClassMemberRow,
  type ClassRow,
  type ClassStatus,
  type GradeKey,
  type GradeRow,
  type JoinChannel,
  type MembershipStatus,
  type SchoolKind,
  type SchoolSummary,
  type StudentProfile,
  type StudentRow,
  type TeacherRow,
} from '@atelier/contracts';
import type { EntityManager } from 'typeorm';

/** Anything that runs SQL: the DataSource for reads, a transaction's manager for writes. */
export type Queryable = Pick<EntityManager, 'query'>;

/**
 * Reads of the school-administration read models, mapped to the contracts' answer shapes (rows
 * and events never leave the server as they are). Every read names its tenant's school.
 */

interface SchoolSqlRow {
  id: string;
  name: string;
  code: string;
  kind: SchoolKind;
  access_until: string | null;
}

export async function schoolRow(db: Queryable, schoolId: string): Promise<SchoolSqlRow | null> {
  const rows = (await db.query(
    `SELECT id, name, code, kind, access_until FROM schools WHERE id = ?`,
    [schoolId],
  )) as SchoolSqlRow[];
  return rows[0] ?? null;
}

export function hasAccess(accessUntil: string | null, now: Date): boolean {
  return accessUntil === null || Date.parse(accessUntil) > now.getTime();
}

export async function schoolSummary(
  db: Queryable,
  schoolId: string,
  now: Date,
): Promise<SchoolSummary | null> {
  const school = await schoolRow(db, schoolId);
  if (!school) return null;
  const counts = (await db.query(
    `SELECT
       (SELECT count(*) FROM grades WHERE school_id = ?1 AND deleted_at IS NULL) AS grades,
       (SELECT count(*) FROM classes WHERE school_id = ?1 AND deleted_at IS NULL) AS classes,
       (SELECT count(*) FROM users WHERE school_id = ?1 AND role = 'teacher') AS teachers,
       (SELECT count(*) FROM users WHERE school_id = ?1 AND role = 'student') AS students`,
    [schoolId],
  )) as { grades: number; classes: number; teachers: number; students: number }[];
  return {
    id: school.id,
    name: school.name,
    code: school.code,
    kind: school.kind,
    accessUntil: school.access_until,
    hasAccess: hasAccess(school.access_until, now),
    counts: counts[0] ?? { grades: 0, classes: 0, teachers: 0, students: 0 },
  };
}

interface GradeSqlRow {
  id: string;
  grade_key: GradeKey;
  description: string;
  status: GradeRow['status'];
  class_count: number;
  student_count: number | null;
  created_at: string;
}

export async function gradeRows(
  db: Queryable,
  schoolId: string,
  gradeId: string | null = null,
): Promise<GradeRow[]> {
  const rows = (await db.query(
    `SELECT g.id, g.grade_key, g.description, g.status, g.created_at,
            count(c.id) AS class_count, sum(c.student_count) AS student_count
       FROM grades g LEFT JOIN classes c ON c.grade_id = g.id AND c.deleted_at IS NULL
      WHERE g.school_id = ? AND g.deleted_at IS NULL AND (? IS NULL OR g.id = ?)
      GROUP BY g.id
      ORDER BY g.created_at, g.grade_key`,
    [schoolId, gradeId, gradeId],
  )) as GradeSqlRow[];
  return rows.map((row) => ({
    id: row.id,
    gradeKey: row.grade_key,
    description: row.description,
    status: row.status,
    classCount: row.class_count,
    studentCount: row.student_count ?? 0,
    createdAt: row.created_at,
  }));
}

interface ClassSqlRow {
  id: string;
  name: string;
  code: string;
  level: number;
  grade_id: string;
  grade_key: GradeKey;
  school_name: string;
  student_count: number;
  teacher_id: string | null;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  teacher_email: string | null;
  description: string;
  status: ClassStatus;
  created_at: string;
}

/** Live classes of a school; only a teacher's own when `teacherId` is given. */
export async function classRows(
  db: Queryable,
  filter: { schoolId: string; teacherId?: string | null; classId?: string | null },
): Promise<ClassRow[]> {
  const teacherId = filter.teacherId ?? null;
  const classId = filter.classId ?? null;
  const rows = (await db.query(
    `SELECT c.id, c.name, c.code, c.level, c.grade_id, g.grade_key, s.name AS school_name,
            c.student_count, c.teacher_id, t.first_name AS teacher_first_name,
            t.last_name AS teacher_last_name, t.email AS teacher_email, c.description, c.status,
            c.created_at
       FROM classes c
       JOIN grades g ON g.id = c.grade_id
       JOIN schools s ON s.id = c.school_id
       LEFT JOIN users t ON t.id = c.teacher_id
      WHERE c.school_id = ? AND c.deleted_at IS NULL
        AND (? IS NULL OR c.teacher_id = ?) AND (? IS NULL OR c.id = ?)
      ORDER BY c.created_at, c.name
      LIMIT ?`,
    [filter.schoolId, teacherId, teacherId, classId, classId, SCHOOL_ADMIN_LIMITS.listMax],
  )) as ClassSqlRow[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    level: row.level,
    gradeId: row.grade_id,
    gradeKey: row.grade_key,
    schoolName: row.school_name,
    studentCount: row.student_count,
    teacher: row.teacher_id
      ? {
          id: row.teacher_id,
          name: `${row.teacher_first_name ?? ''} ${row.teacher_last_name ?? ''}`.trim(),
          email: row.teacher_email ?? '',
        }
      : null,
    description: row.description,
    status: row.status,
    createdAt: row.created_at,
  }));
}

interface MemberSqlRow {
  student_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: MembershipStatus;
  joined_at: string;
  via: JoinChannel;
}

/** The class's members now (active and suspended); removed ones are in the students' histories. */
export async function classMembers(db: Queryable, classId: string): Promise<ClassMemberRow[]> {
  const rows = (await db.query(
    `SELECT m.student_id, u.first_name, u.last_name, u.email, m.status, m.joined_at, m.via
       FROM class_members m JOIN users u ON u.id = m.student_id
      WHERE m.class_id = ? AND m.status IN ('active', 'suspended')
      ORDER BY u.last_name, u.first_name`,
    [classId],
  )) as MemberSqlRow[];
  return rows.map((row) => ({
    studentId: row.student_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    status: row.status,
    joinedAt: row.joined_at,
    via: row.via,
  }));
}

interface StudentSqlRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
  class_id: string | null;
  class_name: string | null;
  class_code: string | null;
  status: MembershipStatus | null;
}

/**
 * A school's students with their current class. With `teacherId`, only the students in that
 * teacher's classes now; with `studentId`, that one student.
 */
export async function studentRows(
  db: Queryable,
  filter: { schoolId: string; teacherId?: string | null; studentId?: string | null },
): Promise<StudentRow[]> {
  const teacherId = filter.teacherId ?? null;
  const studentId = filter.studentId ?? null;
  const rows = (await db.query(
    `WITH current AS (
       SELECT m.student_id, m.class_id, m.status, c.name, c.code, c.teacher_id,
              row_number() OVER (PARTITION BY m.student_id ORDER BY m.joined_at DESC) AS n
         FROM class_members m JOIN classes c ON c.id = m.class_id
        WHERE c.school_id = ?1 AND c.deleted_at IS NULL AND m.status IN ('active', 'suspended')
     )
     SELECT u.id, u.first_name, u.last_name, u.email, u.created_at,
            cur.class_id, cur.name AS class_name, cur.code AS class_code, cur.status
       FROM users u LEFT JOIN current cur ON cur.student_id = u.id AND cur.n = 1
      WHERE u.school_id = ?1 AND u.role = 'student'
        AND (?2 IS NULL OR cur.teacher_id = ?2) AND (?3 IS NULL OR u.id = ?3)
      ORDER BY u.last_name, u.first_name
      LIMIT ?4`,
    [filter.schoolId, teacherId, studentId, SCHOOL_ADMIN_LIMITS.listMax],
  )) as StudentSqlRow[];
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    class:
      row.class_id !== null
        ? { id: row.class_id, name: row.class_name ?? '', code: row.class_code ?? '' }
        : null,
    status: row.status,
    createdAt: row.created_at,
  }));
}

interface ProfileSqlRow {
  gender: StudentProfile['gender'];
  birth_date: string | null;
  avatar_path: string | null;
  school_code: string;
}

interface HistorySqlRow {
  class_id: string;
  class_name: string;
  class_code: string;
  status: MembershipStatus;
  joined_at: string;
  left_at: string | null;
  via: JoinChannel;
}

export async function studentProfile(
  db: Queryable,
  schoolId: string,
  studentId: string,
  avatarUrl: (path: string | null) => string | null,
): Promise<StudentProfile | null> {
  const [row] = await studentRows(db, { schoolId, studentId });
  if (!row) return null;
  const details = (await db.query(
    `SELECT u.gender, u.birth_date, u.avatar_path, s.code AS school_code
       FROM users u JOIN schools s ON s.id = u.school_id WHERE u.id = ?`,
    [studentId],
  )) as ProfileSqlRow[];
  const history = (await db.query(
    `SELECT m.class_id, c.name AS class_name, coalesce(c.deleted_code, c.code) AS class_code,
            m.status, m.joined_at, m.left_at, m.via
       FROM class_members m JOIN classes c ON c.id = m.class_id
      WHERE m.student_id = ? AND c.school_id = ?
      ORDER BY m.joined_at DESC, m.rowid DESC`,
    [studentId, schoolId],
  )) as HistorySqlRow[];
  const detail = details[0];
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    gender: detail?.gender ?? null,
    birthDate: detail?.birth_date ?? null,
    avatar: avatarUrl(detail?.avatar_path ?? null),
    schoolCode: detail?.school_code ?? '',
    current: row.class,
    status: row.status,
    history: history.map((h) => ({
      classId: h.class_id,
      className: h.class_name,
      classCode: h.class_code,
      status: h.status,
      joinedAt: h.joined_at,
      leftAt: h.left_at,
      via: h.via,
    })),
  };
}

interface TeacherSqlRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
  classes: string | null;
}

export async function teacherRows(db: Queryable, schoolId: string): Promise<TeacherRow[]> {
  const rows = (await db.query(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.created_at,
            (SELECT json_group_array(json_object('id', c.id, 'name', c.name))
               FROM classes c
              WHERE c.teacher_id = u.id AND c.school_id = u.school_id AND c.deleted_at IS NULL)
              AS classes
       FROM users u
      WHERE u.school_id = ? AND u.role = 'teacher'
      ORDER BY u.last_name, u.first_name
      LIMIT ?`,
    [schoolId, SCHOOL_ADMIN_LIMITS.listMax],
  )) as TeacherSqlRow[];
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    classes: row.classes ? (JSON.parse(row.classes) as TeacherRow['classes']) : [],
    createdAt: row.created_at,
  }));
}

/** A teacher of the school (for assigning a class); null for anyone else. */
export async function isTeacherOf(
  db: Queryable,
  teacherId: string,
  schoolId: string,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM users WHERE id = ? AND role = 'teacher' AND school_id = ?`,
    [teacherId, schoolId],
  );
  return rows.length > 0;
}

/** Whether another live class of the school has this code (codes are compared without case). */
export async function classCodeTaken(
  db: Queryable,
  schoolId: string,
  code: string,
  exceptClassId: string | null,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM classes
      WHERE school_id = ? AND code = ? COLLATE NOCASE AND deleted_at IS NULL
        AND (? IS NULL OR id <> ?)`,
    [schoolId, code, exceptClassId, exceptClassId],
  );
  return rows.length > 0;
}

/** A live grade of the school, by id or by grade key (`grade-1`). */
export async function findGrade(
  db: Queryable,
  schoolId: string,
  idOrKey: string,
): Promise<{ id: string; status: GradeRow['status'] } | null> {
  const rows = (await db.query(
    `SELECT id, status FROM grades
      WHERE school_id = ? AND deleted_at IS NULL AND (id = ? OR grade_key = ?)`,
    [schoolId, idOrKey, idOrKey],
  )) as { id: string; status: GradeRow['status'] }[];
  return rows[0] ?? null;
}
