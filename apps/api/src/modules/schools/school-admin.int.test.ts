import {
  ApiPaths,
  fillPath,
  SchoolAdminPaths,
  TEACHER_ACCESS_BONUS,
  type ClassDetail,
  type ClassRow,
  type GradeRow,
  type PlanView,
  type SchoolSummary,
  type SessionGrant,
  type StudentProfile,
  type StudentRow,
  type TeachersAnswer,
} from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../infrastructure/http/domain-error.js';
import { PASSWORD, uniqueEmail } from '../../../test/accounts-kit.js';
import { TestClient } from '../../../test/http.js';
import {
  codeIn,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../../test/smtp-test-server.js';
import {
  addClass,
  addStudent,
  adminSnapshot,
  call,
  enrol,
  person,
  registerSchool,
  staffedSchool,
  uniqueCode,
  type StaffedSchool,
} from '../../../test/school-admin-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let smtp: SmtpTestServer;
let sut: TestApp;
let client: TestClient;
let school: StaffedSchool;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  sut = await startTestApp({ SMTP_URL: smtp.url });
  client = new TestClient(sut.baseUrl);
  school = await staffedSchool(sut, client);
}, 60_000);
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

const get = <T>(path: string, token: string) => call<T>(sut.baseUrl, 'GET', path, { token });
const send = <T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: Record<string, unknown>,
  options: { lang?: string; form?: boolean } = {},
) => call<T>(sut.baseUrl, method, path, { token, body, ...options });

async function events(types: string[]): Promise<{ type: string; data: string }[]> {
  return (await sut.dataSource().query(
    `SELECT type, data FROM events WHERE type IN (${types.map(() => '?').join(', ')})
        ORDER BY position`,
    types,
  )) as { type: string; data: string }[];
}

describe('the overview and the lists', () => {
  it('answers the school summary with its counts', async () => {
    const res = await get<SchoolSummary>(SchoolAdminPaths.overview, school.manager.token);

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: school.schoolId,
      code: school.code,
      kind: 'school',
      accessUntil: null,
      hasAccess: true,
      counts: { grades: 2, classes: 2, teachers: 2, students: 4 },
    });
  });

  it("lists a school teacher's own classes and students only, and everything for the manager", async () => {
    const mine = await get<ClassRow[]>(SchoolAdminPaths.classes, school.teacher.token);
    const all = await get<ClassRow[]>(SchoolAdminPaths.classes, school.manager.token);
    const myStudents = await get<StudentRow[]>(SchoolAdminPaths.students, school.teacher.token);

    expect(mine.body.data.map((c) => c.id)).toEqual([school.classId]);
    expect(mine.body.data[0]).toMatchObject({
      name: 'Pandas',
      gradeKey: 'grade-1',
      studentCount: 3,
      status: 'in-use',
      teacher: { id: school.teacher.id, email: school.teacher.email },
    });
    expect(all.body.data.map((c) => c.id).sort()).toEqual(
      [school.classId, school.otherClassId].sort(),
    );
    expect(myStudents.body.data.map((s) => s.id).sort()).toEqual([...school.students].sort());
    expect(myStudents.body.data[0]?.class?.id).toBe(school.classId);
  });

  it('lists the teachers with their classes, for the manager', async () => {
    const res = await get<TeachersAnswer>(SchoolAdminPaths.teachers, school.manager.token);

    expect(res.body.data.pending).toEqual([]);
    const teacher = res.body.data.teachers.find((t) => t.id === school.teacher.id);
    expect(teacher).toMatchObject({ email: school.teacher.email });
    expect(teacher?.classes).toEqual([{ id: school.classId, name: 'Pandas' }]);
  });

  it('shows a class with its members and no invitations yet', async () => {
    const res = await get<ClassDetail>(
      fillPath(SchoolAdminPaths.class, { classId: school.classId }),
      school.teacher.token,
    );

    expect(res.status).toBe(200);
    expect(res.body.data.members.map((m) => m.studentId).sort()).toEqual(
      [...school.students].sort(),
    );
    expect(res.body.data.members[0]).toMatchObject({ status: 'active', via: 'manager' });
    expect(res.body.data.inviteLink.state).toBe('not-activated');
    expect(res.body.data.pendingInvitations).toEqual([]);
  });
});

describe('grades', () => {
  it('adds, edits, disables, enables and deletes a grade', async () => {
    const token = school.manager.token;
    const added = await send<GradeRow>('POST', SchoolAdminPaths.grades, token, {
      gradeKey: 'grade-3',
      description: '  Third year  ',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      gradeKey: 'grade-3',
      description: 'Third year',
      status: 'in-use',
      classCount: 0,
    });
    const gradePath = fillPath(SchoolAdminPaths.grade, { gradeId: added.body.data.id });
    const statusPath = fillPath(SchoolAdminPaths.gradeStatus, { gradeId: added.body.data.id });

    const edited = await send<GradeRow>('PATCH', gradePath, token, { description: 'Year 3' });
    const disabled = await send<GradeRow>('POST', statusPath, token, { action: 'disable' });
    const enabled = await send<GradeRow>('POST', statusPath, token, { action: 'enable' });
    const deleted = await send('DELETE', gradePath, token);
    const list = await get<GradeRow[]>(SchoolAdminPaths.grades, token);

    expect(edited.body.data.description).toBe('Year 3');
    expect(disabled.body.data.status).toBe('terminated');
    expect(enabled.body.data.status).toBe('in-use');
    expect(deleted.status).toBe(200);
    expect(list.body.data.map((g) => g.gradeKey)).not.toContain('grade-3');
  });

  it('refuses a grade the school has, a grade with classes, and a refused transition', async () => {
    const token = school.manager.token;
    const twice = await send('POST', SchoolAdminPaths.grades, token, { gradeKey: 'grade-1' });
    const withClasses = await send(
      'DELETE',
      fillPath(SchoolAdminPaths.grade, { gradeId: school.gradeId }),
      token,
    );
    const enableInUse = await send(
      'POST',
      fillPath(SchoolAdminPaths.gradeStatus, { gradeId: school.gradeId }),
      token,
      { action: 'enable' },
      { lang: 'fr' },
    );

    expect(twice.body).toMatchObject({ code: 409, message: 'This school already has this grade.' });
    expect(withClasses.body.code).toBe(409);
    expect(withClasses.body.message).toMatch(/still has classes/);
    expect(enableInUse.body.code).toBe(409);
    expect(enableInUse.body.message).not.toBe('');
  });
});

describe('classes', () => {
  it('adds a class with a teacher, edits it and answers the rows', async () => {
    const token = school.manager.token;
    const created = await send<ClassRow>(
      'POST',
      SchoolAdminPaths.classes,
      token,
      {
        gradeId: school.gradeId,
        name: '  Otters ',
        code: 'otters-1',
        level: '2',
        description: 'Afternoons',
        teacherId: school.otherTeacher.id,
      },
      { form: true },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Otters',
      code: 'OTTERS-1',
      level: 2,
      description: 'Afternoons',
      studentCount: 0,
      teacher: { id: school.otherTeacher.id },
    });

    const edited = await send<ClassRow>(
      'PATCH',
      fillPath(SchoolAdminPaths.class, { classId: created.body.data.id }),
      token,
      { gradeId: 'grade-2', name: 'Sea otters', code: 'OTTERS-2', level: 3, description: '' },
    );
    expect(edited.body.data).toMatchObject({
      name: 'Sea otters',
      code: 'OTTERS-2',
      gradeKey: 'grade-2',
      description: '',
    });
    const [updated] = await events(['ClassUpdated']);
    expect(JSON.parse(updated!.data)).toMatchObject({
      code: 'OTTERS-2',
      gradeId: edited.body.data.gradeId,
    });
  });

  it('refuses a code another class of the school has, in any case', async () => {
    const code = uniqueCode('K');
    const body = { gradeId: school.gradeId, name: 'Koalas', code, level: 1 };
    const first = await send('POST', SchoolAdminPaths.classes, school.manager.token, body);
    const before = await adminSnapshot(sut);
    const second = await send(
      'POST',
      SchoolAdminPaths.classes,
      school.manager.token,
      { ...body, code: code.toLowerCase() },
      { lang: 'zh' },
    );

    expect(first.status).toBe(200);
    expect(second.body).toEqual({
      code: 409,
      message: '本校已有其他班级使用这个班级代码。',
      data: null,
    });
    expect(await adminSnapshot(sut)).toBe(before);
  });

  it('answers 400 with localised per-field messages on bad input, and stores nothing', async () => {
    const before = await adminSnapshot(sut);
    const bad = { gradeId: school.gradeId, name: '   ', code: 'no spaces!', level: 9 };
    const answers = {
      en: await send('POST', SchoolAdminPaths.classes, school.manager.token, bad, { lang: 'en' }),
      zh: await send('POST', SchoolAdminPaths.classes, school.manager.token, bad, { lang: 'zh' }),
      fr: await send('POST', SchoolAdminPaths.classes, school.manager.token, bad, { lang: 'fr' }),
    };
    const tooLong = await send('POST', SchoolAdminPaths.classes, school.manager.token, {
      ...bad,
      name: 'x'.repeat(61),
      code: 'OK',
      level: 1,
    });

    expect(answers.en.body).toEqual({
      code: 400,
      message: 'Some fields need your attention.',
      data: {
        fields: {
          name: 'This field is required.',
          code: 'Use letters, digits and hyphens only.',
          level: 'This value is not valid.',
        },
      },
    });
    expect(answers.zh.body.message).toBe('有些内容需要修改。');
    expect(answers.zh.body.data).toMatchObject({
      fields: { name: '此项为必填项。', code: '只能使用字母、数字和连字符。' },
    });
    expect(answers.fr.body.data).toMatchObject({ fields: { name: 'Ce champ est obligatoire.' } });
    expect(tooLong.body, JSON.stringify(tooLong.body)).toMatchObject({
      data: { fields: { name: 'Please enter at most 60 characters.' } },
    });
    expect(await adminSnapshot(sut)).toBe(before);
  });

  it('suspends and activates a class, refuses what the machine refuses and takes no one while suspended', async () => {
    const classId = await addClass(sut, { schoolId: school.schoolId, gradeId: school.gradeId });
    const path = fillPath(SchoolAdminPaths.classStatus, { classId });
    const token = school.manager.token;

    const activeAgain = await send('POST', path, token, { action: 'activate' });
    const suspended = await send<ClassRow>('POST', path, token, { action: 'suspend' });
    const joining = addStudent(sut, { schoolId: school.schoolId, classId });
    await expect(joining).rejects.toMatchObject({ code: 'classNotInUse' });
    const activated = await send<ClassRow>('POST', path, token, { action: 'activate' });
    const disabled = await send<ClassRow>('POST', path, token, { action: 'disable' });

    expect(activeAgain.body).toMatchObject({
      code: 409,
      message: 'This is not possible in the current state. Refresh the page and try again.',
    });
    expect(suspended.body.data.status).toBe('suspended');
    expect(activated.body.data.status).toBe('in-use');
    expect(disabled.body.data.status).toBe('terminated');
  });

  it('deletes an empty class only, and frees its code', async () => {
    const token = school.manager.token;
    const full = await send(
      'DELETE',
      fillPath(SchoolAdminPaths.class, { classId: school.classId }),
      token,
    );
    const code = uniqueCode('E');
    const empty = await send<ClassRow>('POST', SchoolAdminPaths.classes, token, {
      gradeId: school.gradeId,
      name: 'Empty',
      code,
      level: 1,
    });
    const deleted = await send(
      'DELETE',
      fillPath(SchoolAdminPaths.class, { classId: empty.body.data.id }),
      token,
    );
    const gone = await get(
      fillPath(SchoolAdminPaths.class, { classId: empty.body.data.id }),
      token,
    );
    const again = await send('POST', SchoolAdminPaths.classes, token, {
      gradeId: school.gradeId,
      name: 'Empty again',
      code,
      level: 1,
    });

    expect(full.body).toMatchObject({
      code: 409,
      message: 'This class still has students: move or remove them before deleting it.',
    });
    expect(deleted.status).toBe(200);
    expect(gone.status).toBe(404);
    expect(again.status).toBe(200);
  });

  it('assigns a teacher of the school, and not one of another school', async () => {
    const other = await staffedSchool(sut, client, { students: 0 });
    const path = fillPath(SchoolAdminPaths.classTeacher, { classId: school.otherClassId });
    const foreign = await send('POST', path, school.manager.token, { teacherId: other.teacher.id });
    const assigned = await send<ClassRow>('POST', path, school.manager.token, {
      teacherId: school.teacher.id,
    });
    const back = await send('POST', path, school.manager.token, {
      teacherId: school.otherTeacher.id,
    });

    expect(foreign.status).toBe(404);
    expect(assigned.body.data.teacher?.id).toBe(school.teacher.id);
    expect(back.status).toBe(200);
  });
});

describe('students', () => {
  it('moves, suspends and removes students, as the lists and the class history show', async () => {
    const own = await staffedSchool(sut, client, { students: 2 });
    const [moved, suspended] = own.students as [string, string];
    const token = own.manager.token;

    const move = await send(
      'POST',
      fillPath(SchoolAdminPaths.studentMove, { studentId: moved }),
      token,
      { toClassId: own.otherClassId },
    );
    const suspend = await send(
      'POST',
      fillPath(SchoolAdminPaths.studentStatus, { studentId: suspended }),
      own.teacher.token,
      { classId: own.classId, action: 'suspend' },
    );
    const suspendTwice = await send(
      'POST',
      fillPath(SchoolAdminPaths.studentStatus, { studentId: suspended }),
      own.teacher.token,
      { classId: own.classId, action: 'suspend' },
    );
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    expect(suspend.status).toBe(200);
    expect(suspendTwice.body.code).toBe(409);

    const students = await get<StudentRow[]>(SchoolAdminPaths.students, token);
    const rowOf = (id: string) => students.body.data.find((s) => s.id === id);
    expect(rowOf(moved)).toMatchObject({ class: { id: own.otherClassId }, status: 'active' });
    expect(rowOf(suspended)).toMatchObject({ class: { id: own.classId }, status: 'suspended' });
    const classes = await get<ClassRow[]>(SchoolAdminPaths.classes, token);
    expect(classes.body.data.find((c) => c.id === own.classId)?.studentCount).toBe(1);
    expect(classes.body.data.find((c) => c.id === own.otherClassId)?.studentCount).toBe(2);

    const remove = await send(
      'POST',
      fillPath(SchoolAdminPaths.studentRemove, { studentId: suspended }),
      own.teacher.token,
      { classId: own.classId },
    );
    expect(remove.status).toBe(200);
    const profile = await get<StudentProfile>(
      fillPath(SchoolAdminPaths.student, { studentId: moved }),
      token,
    );
    expect(profile.body.data).toMatchObject({
      current: { id: own.otherClassId },
      status: 'active',
      schoolCode: own.code,
    });
    expect(profile.body.data.history.map((h) => [h.classId, h.status, h.via])).toEqual([
      [own.otherClassId, 'active', 'move'],
      [own.classId, 'removed', 'manager'],
    ]);
    expect(profile.body.data.history[1]?.leftAt).not.toBeNull();
    const removedProfile = await get<StudentProfile>(
      fillPath(SchoolAdminPaths.student, { studentId: suspended }),
      token,
    );
    expect(removedProfile.body.data).toMatchObject({ current: null, status: null });
    // The teacher no longer sees the removed student.
    const teacherView = await get(
      fillPath(SchoolAdminPaths.student, { studentId: suspended }),
      own.teacher.token,
    );
    expect(teacherView.status).toBe(403);

    const moves = await events(['StudentMovedToClass']);
    const last = JSON.parse(moves.at(-1)!.data) as Record<string, string>;
    expect(last).toEqual({
      schoolId: own.schoolId,
      gradeId: own.gradeId,
      fromClassId: own.classId,
      toClassId: own.otherClassId,
      studentId: moved,
    });
  });

  it('lets a removed student join the class again, keeping the history', async () => {
    const own = await staffedSchool(sut, client, { students: 1 });
    const studentId = own.students[0]!;
    await send('POST', fillPath(SchoolAdminPaths.studentRemove, { studentId }), own.manager.token, {
      classId: own.classId,
    });
    await enrol(sut, own.classId, studentId, 'link');

    const profile = await get<StudentProfile>(
      fillPath(SchoolAdminPaths.student, { studentId }),
      own.manager.token,
    );
    expect(profile.body.data.history.map((h) => [h.status, h.via])).toEqual([
      ['active', 'link'],
      ['removed', 'manager'],
    ]);
  });

  it('refuses a student of another school joining a class', async () => {
    const other = await staffedSchool(sut, client, { students: 1 });
    await expect(enrol(sut, school.classId, other.students[0]!)).rejects.toMatchObject({
      code: 'otherSchool',
    });
  });

  it('moves a student who joins another class of the school through a link, keeping the channel', async () => {
    const own = await staffedSchool(sut, client, { students: 1 });
    const studentId = own.students[0]!;
    await enrol(sut, own.otherClassId, studentId, 'link');

    const profile = await get<StudentProfile>(
      fillPath(SchoolAdminPaths.student, { studentId }),
      own.manager.token,
    );
    expect(profile.body.data.current?.id).toBe(own.otherClassId);
    expect(profile.body.data.history[0]).toMatchObject({ via: 'link', status: 'active' });
    expect(profile.body.data.history[1]).toMatchObject({ classId: own.classId, status: 'removed' });
  });

  it('keeps names and e-mails out of the events', async () => {
    const all = (await sut
      .dataSource()
      .query(`SELECT data FROM events WHERE stream_type IN ('school', 'class')`)) as {
      data: string;
    }[];
    const text = all.map((e) => e.data).join('\n');
    expect(text).not.toContain('@');
    expect(text).not.toContain('Tester');
  });
});

describe('a private teacher', () => {
  it('reads empty lists before any write, and gets a workspace with the first class', async () => {
    const teacher = await person(sut, client, 'teacher', null);
    const before = await adminSnapshot(sut);
    const overview = await get<SchoolSummary>(SchoolAdminPaths.overview, teacher.token);
    const classes = await get<ClassRow[]>(SchoolAdminPaths.classes, teacher.token);
    const grades = await get<GradeRow[]>(SchoolAdminPaths.grades, teacher.token);
    expect(overview.body.data).toMatchObject({ id: '', kind: 'private', code: '' });
    expect(classes.body.data).toEqual([]);
    expect(grades.body.data).toEqual([]);
    expect(await adminSnapshot(sut)).toBe(before);

    const created = await send<ClassRow>('POST', SchoolAdminPaths.classes, teacher.token, {
      gradeId: 'preparatory',
      name: 'Saturday group',
      code: 'SAT',
      level: 1,
      teacherId: school.teacher.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      gradeKey: 'preparatory',
      teacher: { id: teacher.id },
    });
    const after = await get<SchoolSummary>(SchoolAdminPaths.overview, teacher.token);
    expect(after.body.data).toMatchObject({ kind: 'private', counts: { classes: 1, grades: 1 } });
    expect(after.body.data.code).toMatch(/^P[A-Z2-9]{7}$/);
    const teachers = await get(SchoolAdminPaths.teachers, teacher.token);
    expect(teachers.status).toBe(403);
  });

  it('holds at most the bonus of students, as the plan shows', async () => {
    const teacher = await person(sut, client, 'teacher', null);
    const created = await send<ClassRow>('POST', SchoolAdminPaths.classes, teacher.token, {
      gradeId: 'grade-1',
      name: 'Evening group',
      code: 'EVE',
      level: 1,
    });
    const classId = created.body.data.id;
    for (let i = 0; i < TEACHER_ACCESS_BONUS.maxStudents; i += 1) {
      await addStudent(sut, { schoolId: null, classId });
    }
    const one = addStudent(sut, { schoolId: null, classId });
    await expect(one).rejects.toBeInstanceOf(DomainError);
    await expect(one).rejects.toMatchObject({ code: 'studentLimitReached' });

    const plan = await get<PlanView>(ApiPaths.plan, teacher.token);
    expect(plan.body.data).toMatchObject({
      state: 'trial',
      active: true,
      canRenew: true,
      school: { kind: 'private' },
      bonus: { teachers: 1, maxStudents: TEACHER_ACCESS_BONUS.maxStudents, students: 6 },
    });
    const students = await get<StudentRow[]>(SchoolAdminPaths.students, teacher.token);
    expect(students.body.data).toHaveLength(6);
  });
});

describe('the plan', () => {
  it('follows the rules of each kind of user', async () => {
    const manager = await get<PlanView>(ApiPaths.plan, school.manager.token);
    const teacher = await get<PlanView>(ApiPaths.plan, school.teacher.token);
    const student = await person(sut, client, 'student', school.schoolId, {
      state: 'subscriber',
      expiresAt: null,
    });
    const studentPlan = await get<PlanView>(ApiPaths.plan, student.token);

    expect(manager.body.data).toMatchObject({
      active: true,
      canRenew: false,
      renewBlockedReason: 'manager',
      school: { kind: 'school', accessUntil: null },
      bonus: null,
    });
    expect(teacher.body.data).toMatchObject({
      state: 'school-teacher',
      canRenew: false,
      renewBlockedReason: 'school-plan-valid',
    });
    expect(studentPlan.body.data).toMatchObject({ state: 'subscriber', active: true });
  });
});

describe('a school without access', () => {
  it('answers schoolNoAccess with the grant, and still shows the plan', async () => {
    const ended = new Date(Date.now() - 86_400_000).toISOString();
    const closed = await staffedSchool(sut, client, { students: 0, accessUntil: ended });

    const overview = await call(sut.baseUrl, 'GET', `${SchoolAdminPaths.overview}?lang=en`, {
      token: closed.manager.token,
    });
    const plan = await get<PlanView>(ApiPaths.plan, closed.teacher.token);

    expect(overview.body).toMatchObject({
      code: 403,
      message: 'Your school or institution has no access. Please contact a local sales agent.',
    });
    expect((overview.body.data as SessionGrant).tokenValue).toBe(closed.manager.token);
    expect(plan.body.data).toMatchObject({
      active: false,
      canRenew: true,
      school: { accessUntil: ended },
    });
  });

  it('refuses a registration with its code', async () => {
    const code = uniqueCode('N');
    await registerSchool(sut, code, new Date(Date.now() - 1_000).toISOString());
    const email = uniqueEmail('late');
    await client.post(ApiPaths.sendRegisterEmail, { email, role: 'student' });
    const verified = await client.post<{ ticket: string }>(ApiPaths.validCaptcha, {
      email,
      code: codeIn(await smtp.nextMailTo(email)),
    });
    const refused = await client.post(
      ApiPaths.register,
      {
        ticket: verified.body.data.ticket,
        firstName: 'A',
        familyName: 'B',
        telephone: '0123456789',
        schoolCode: code.toLowerCase(),
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      { lang: 'fr' },
    );
    const users: unknown[] = await sut
      .dataSource()
      .query(`SELECT 1 FROM users WHERE email = ?`, [email]);

    expect(refused.body).toMatchObject({ code: 403, data: null });
    expect(refused.body.message).toMatch(/accès/);
    expect(users).toEqual([]);
  });

  it('lets the school in again once its access runs', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const open = await registerSchool(sut, uniqueCode('O'), later);
    const manager = await person(sut, client, 'manager', open);
    const overview = await get<SchoolSummary>(SchoolAdminPaths.overview, manager.token);
    expect(overview.body.data).toMatchObject({ accessUntil: later, hasAccess: true });
  });
});
