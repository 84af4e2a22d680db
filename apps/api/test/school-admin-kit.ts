import {
  DEFAULT_TOKEN_NAME,
  type Envelope,
  type GradeKey,
  type JoinChannel,
  type Role,
} from '@atelier/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../src/infrastructure/cqrs/command-runner.js';
import { AssignTeacherCommand } from '../src/modules/schools/commands/assign-teacher/assign-teacher.command.js';
import { CreateClassCommand } from '../src/modules/schools/commands/create-class/create-class.command.js';
import { CreateGradeCommand } from '../src/modules/schools/commands/create-grade/create-grade.command.js';
import { EnrolStudentCommand } from '../src/modules/schools/commands/enrol-student/enrol-student.command.js';
import { RegisterSchoolCommand } from '../src/modules/schools/commands/register-school/register-school.command.js';
import { createUser, logIn, uniqueEmail } from './accounts-kit.js';
import type { Answer, TestClient } from './http.js';
import type { TestApp } from './test-app.js';

/**
 * Builders for school-administration tests: schools, staff, classes and students made through
 * the real command path (as the seed does), and an HTTP call that sends JSON with any verb.
 */

export interface Person {
  id: string;
  email: string;
  /** A session token (logged in through the real login call). */
  token: string;
}

export interface StaffedSchool {
  schoolId: string;
  code: string;
  manager: Person;
  /** Teacher of `classId`. */
  teacher: Person;
  /** A teacher of the same school with a class of their own (`otherClassId`). */
  otherTeacher: Person;
  gradeId: string;
  /** A grade without classes. */
  emptyGradeId: string;
  /** A class of `teacher` with `students`. */
  classId: string;
  /** A class of `otherTeacher`, with one student. */
  otherClassId: string;
  students: string[];
}

let counter = 0;
/** A class code no other test uses (codes are unique within a school). */
export function uniqueCode(prefix = 'C'): string {
  counter += 1;
  return `${prefix}${counter}${randomUUID().slice(0, 6)}`.toUpperCase();
}

function systemContext(schoolId: string | null): CommandContext {
  return { actorId: 'system', schoolId, correlationId: 'test', lang: 'en', now: new Date() };
}

export async function registerSchool(
  sut: TestApp,
  code: string,
  accessUntil: string | null = null,
): Promise<string> {
  const schoolId = randomUUID();
  await sut.app
    .get(CommandBus)
    .execute(
      new RegisterSchoolCommand(
        { schoolId, name: `School ${code}`, code, accessUntil },
        systemContext(null),
      ),
    );
  return schoolId;
}

export async function person(
  sut: TestApp,
  client: TestClient,
  role: Role,
  schoolId: string | null,
  plan?: { state: 'trial' | 'subscriber'; expiresAt: string | null },
): Promise<Person> {
  const email = uniqueEmail(role);
  const id = await createUser(sut, { email, role, schoolId, plan });
  const grant = await logIn(client, email, role);
  return { id, email, token: grant.tokenValue };
}

export async function addGrade(
  sut: TestApp,
  schoolId: string,
  gradeKey: GradeKey,
): Promise<string> {
  const row = await sut.app
    .get(CommandBus)
    .execute(
      new CreateGradeCommand(
        { schoolId, gradeId: randomUUID(), gradeKey },
        systemContext(schoolId),
      ),
    );
  return row.id;
}

export async function addClass(
  sut: TestApp,
  args: { schoolId: string; gradeId: string; teacherId?: string | null; name?: string },
): Promise<string> {
  const bus = sut.app.get(CommandBus);
  const classId = randomUUID();
  const context = systemContext(args.schoolId);
  await bus.execute(
    new CreateClassCommand(
      {
        schoolId: args.schoolId,
        gradeId: args.gradeId,
        classId,
        name: args.name ?? 'Class',
        code: uniqueCode(),
        level: 1,
      },
      context,
    ),
  );
  if (args.teacherId) {
    await bus.execute(new AssignTeacherCommand({ classId, teacherId: args.teacherId }, context));
  }
  return classId;
}

/** A student account (no session), in `classId` when given. */
export async function addStudent(
  sut: TestApp,
  args: { schoolId: string | null; classId?: string; via?: JoinChannel },
): Promise<string> {
  const studentId = await createUser(sut, {
    email: uniqueEmail('student'),
    role: 'student',
    schoolId: args.schoolId,
    plan: { state: 'subscriber', expiresAt: null },
  });
  if (args.classId) await enrol(sut, args.classId, studentId, args.via);
  return studentId;
}

export async function enrol(
  sut: TestApp,
  classId: string,
  studentId: string,
  via: JoinChannel = 'manager',
): Promise<void> {
  await sut.app
    .get(CommandBus)
    .execute(new EnrolStudentCommand({ classId, studentId, via }, systemContext(null)));
}

/** A school with a manager, two teachers with a class each, an empty grade and students. */
export async function staffedSchool(
  sut: TestApp,
  client: TestClient,
  options: { students?: number; accessUntil?: string | null } = {},
): Promise<StaffedSchool> {
  const code = uniqueCode('S');
  const schoolId = await registerSchool(sut, code, options.accessUntil ?? null);
  const manager = await person(sut, client, 'manager', schoolId);
  const teacher = await person(sut, client, 'teacher', schoolId);
  const otherTeacher = await person(sut, client, 'teacher', schoolId);
  const gradeId = await addGrade(sut, schoolId, 'grade-1');
  const emptyGradeId = await addGrade(sut, schoolId, 'kindergarten-start');
  const classId = await addClass(sut, { schoolId, gradeId, teacherId: teacher.id, name: 'Pandas' });
  const otherClassId = await addClass(sut, {
    schoolId,
    gradeId,
    teacherId: otherTeacher.id,
    name: 'Tigers',
  });
  const students: string[] = [];
  for (let i = 0; i < (options.students ?? 3); i += 1) {
    students.push(await addStudent(sut, { schoolId, classId }));
  }
  await addStudent(sut, { schoolId, classId: otherClassId });
  return {
    schoolId,
    code,
    manager,
    teacher,
    otherTeacher,
    gradeId,
    emptyGradeId,
    classId,
    otherClassId,
    students,
  };
}

/** Real HTTP with any verb; a body goes as JSON (or url-encoded with `form: true`). */
export async function call<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: {
    token?: string;
    body?: Record<string, unknown>;
    lang?: string;
    form?: boolean;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers[DEFAULT_TOKEN_NAME] = options.token;
  if (options.lang) headers.lang = options.lang;
  let body: string | undefined;
  if (options.body && method !== 'GET') {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(options.body)) form.set(key, String(value));
      body = form.toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** What a refused call must leave as it was: the admin read models and the event count. */
export async function adminSnapshot(sut: TestApp): Promise<string> {
  const db = sut.dataSource();
  const parts: unknown[] = [];
  for (const sql of [
    'SELECT * FROM schools ORDER BY id',
    'SELECT * FROM grades ORDER BY id',
    'SELECT * FROM classes ORDER BY id',
    'SELECT * FROM class_members ORDER BY id',
    "SELECT id, school_id FROM users WHERE role = 'student' ORDER BY id",
    'SELECT count(*) AS n FROM events',
  ]) {
    parts.push(await db.query(sql));
  }
  return JSON.stringify(parts);
}
