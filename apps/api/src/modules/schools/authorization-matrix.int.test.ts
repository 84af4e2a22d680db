import { fillPath, SchoolAdminPaths, type ClassRow, type GradeRow } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ENDPOINTS,
  CALLER_KINDS,
  type AdminEndpoint,
  type AdminTarget,
  type CallerKind,
} from '../../../test/admin-endpoints.js';
import { TestClient } from '../../../test/http.js';
import {
  addClass,
  addStudent,
  adminSnapshot,
  call,
  enrol,
  person,
  staffedSchool,
  uniqueCode,
  type Person,
  type StaffedSchool,
} from '../../../test/school-admin-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Every admin endpoint × every kind of caller (test/admin-endpoints.ts holds the table and the
 * expected answer of each cell). A refused cell answers its envelope code and changes nothing:
 * not the schools, grades, classes or memberships, not the students' schools, not one event.
 */

let sut: TestApp;
let schoolA: StaffedSchool;
let schoolB: StaffedSchool;
let tokens: Record<CallerKind, string | undefined>;
let baseA: AdminTarget;
let baseOwn: AdminTarget;
/** Fresh targets move one student of each tenant into a fresh class (no bonus used up). */
let fresh: { a: () => Promise<AdminTarget>; own: () => Promise<AdminTarget> };

beforeAll(async () => {
  sut = await startTestApp();
  const client = new TestClient(sut.baseUrl);
  schoolA = await staffedSchool(sut, client);
  schoolB = await staffedSchool(sut, client);
  const student = await person(sut, client, 'student', schoolA.schoolId);
  const privateOwn = await person(sut, client, 'teacher', null);
  const privateOnSchool = await person(sut, client, 'teacher', null);

  baseA = {
    schoolId: schoolA.schoolId,
    gradeId: schoolA.gradeId,
    emptyGradeId: schoolA.emptyGradeId,
    classId: schoolA.classId,
    emptyClassId: await addClass(sut, { schoolId: schoolA.schoolId, gradeId: schoolA.gradeId }),
    otherClassId: schoolA.otherClassId,
    studentId: schoolA.students[0]!,
    teacherId: schoolA.otherTeacher.id,
  };
  baseOwn = await privateWorkspace(privateOwn);
  const moverA = await addStudent(sut, { schoolId: schoolA.schoolId });
  const moverOwn = await addStudent(sut, { schoolId: baseOwn.schoolId });
  const freshTarget = async (base: AdminTarget, teacherId: string, mover: string) => {
    const classId = await addClass(sut, {
      schoolId: base.schoolId,
      gradeId: base.gradeId,
      teacherId,
    });
    await enrol(sut, classId, mover);
    const emptyClassId = await addClass(sut, { schoolId: base.schoolId, gradeId: base.gradeId });
    return { ...base, classId, emptyClassId, studentId: mover };
  };
  fresh = {
    a: () => freshTarget(baseA, schoolA.teacher.id, moverA),
    own: () => freshTarget(baseOwn, privateOwn.id, moverOwn),
  };

  tokens = {
    anonymous: undefined,
    student: student.token,
    managerOwn: schoolA.manager.token,
    managerOther: schoolB.manager.token,
    teacherOfClass: schoolA.teacher.token,
    teacherSameSchool: schoolA.otherTeacher.token,
    teacherOtherSchool: schoolB.teacher.token,
    privateOwn: privateOwn.token,
    privateOnSchool: privateOnSchool.token,
  };
}, 120_000);

afterAll(async () => {
  await sut.close();
});

/** A private teacher's workspace, made through their own first calls. */
async function privateWorkspace(teacher: Person): Promise<AdminTarget> {
  const created = await call<ClassRow>(sut.baseUrl, 'POST', SchoolAdminPaths.classes, {
    token: teacher.token,
    body: { gradeId: 'grade-1', name: 'Mine', code: uniqueCode('P'), level: 1 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const other = await call<ClassRow>(sut.baseUrl, 'POST', SchoolAdminPaths.classes, {
    token: teacher.token,
    body: { gradeId: 'grade-1', name: 'Mine too', code: uniqueCode('P'), level: 1 },
  });
  const empty = await call<GradeRow>(sut.baseUrl, 'POST', SchoolAdminPaths.grades, {
    token: teacher.token,
    body: { gradeKey: 'kindergarten-start' },
  });
  const rows = (await sut
    .dataSource()
    .query(`SELECT id FROM schools WHERE owner_teacher_id = ?`, [teacher.id])) as { id: string }[];
  const schoolId = rows[0]!.id;
  const classId = created.body.data.id;
  return {
    schoolId,
    gradeId: created.body.data.gradeId,
    emptyGradeId: empty.body.data.id,
    classId,
    emptyClassId: await addClass(sut, { schoolId, gradeId: created.body.data.gradeId }),
    otherClassId: other.body.data.id,
    studentId: await addStudent(sut, { schoolId: null, classId }),
    teacherId: teacher.id,
  };
}

function pathOf(endpoint: AdminEndpoint, target: AdminTarget): string {
  const params = endpoint.params?.(target) ?? {
    gradeId: target.gradeId,
    classId: target.classId,
    studentId: target.studentId,
  };
  return fillPath(endpoint.path, params);
}

/** Callers who belong to neither school A nor the target workspace. */
const OUTSIDERS: readonly CallerKind[] = ['managerOther', 'teacherOtherSchool', 'privateOnSchool'];

for (const endpoint of ADMIN_ENDPOINTS) {
  describe(`${endpoint.method} ${endpoint.path} (${endpoint.name})`, () => {
    // Refused cells first: they share the base targets, which must stay as they are.
    const callers = [...CALLER_KINDS].sort(
      (a, b) => Number(endpoint.expected(a) === 200) - Number(endpoint.expected(b) === 200),
    );
    for (const caller of callers) {
      const expected = endpoint.expected(caller);
      it(`answers ${expected} to ${caller}`, async () => {
        const own = caller === 'privateOwn';
        const target =
          expected === 200 && endpoint.mutates
            ? await (own ? fresh.own() : fresh.a())
            : own
              ? baseOwn
              : baseA;
        const before = expected === 200 ? null : await adminSnapshot(sut);

        const res = await call(sut.baseUrl, endpoint.method, pathOf(endpoint, target), {
          token: tokens[caller],
          body: endpoint.body?.(target),
        });

        expect(res.status, JSON.stringify(res.body)).toBe(expected);
        expect(res.body.code).toBe(expected);
        if (before !== null) expect(await adminSnapshot(sut)).toBe(before);
        if (expected === 200 && OUTSIDERS.includes(caller)) {
          const text = JSON.stringify(res.body.data);
          for (const id of [schoolA.schoolId, schoolA.classId, schoolA.students[0]!]) {
            expect(text).not.toContain(id);
          }
        }
      });
    }
  });
}
