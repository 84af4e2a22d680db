import {
  ApiPaths,
  DEFAULT_TOKEN_NAME,
  fillPath,
  SchoolAdminPaths,
  SCHOOL_ADMIN_LIMITS,
  type AcceptInvitationAnswer,
  type ClassDetail,
  type ClassRow,
  type InvitationView,
  type PlanView,
  type TeachersAnswer,
} from '@atelier/contracts';
import { translate } from '@atelier/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/accounts-kit.js';
import { TestClient } from '../../../../test/http.js';
import {
  acceptPath,
  account,
  addClass,
  invitationPath,
  schoolWithManager,
  tokenOf,
  type SchoolWithManager,
} from '../../../../test/invitations-kit.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../../../test/smtp-test-server.js';
import { startTestApp, type TestApp } from '../../../../test/test-app.js';
import { INVITATION_RATE_LIMITS } from './invitation-limits.js';

let smtp: SmtpTestServer;
let sut: TestApp;
let client: TestClient;
let school: SchoolWithManager;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  sut = await startTestApp({ SMTP_URL: smtp.url });
  client = new TestClient(sut.baseUrl);
  school = await schoolWithManager(sut, client);
});
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

const inviteEmailsPath = (classId: string) =>
  fillPath(SchoolAdminPaths.classInviteEmails, { classId });

/** Posts a list the way the web client does: the field repeated once per address. */
async function inviteStudents(
  classId: string,
  emails: string[],
  options: { token: string; lang?: string },
) {
  const body = new URLSearchParams();
  for (const email of emails) body.append('emails', email);
  const res = await fetch(`${sut.baseUrl}${inviteEmailsPath(classId)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [DEFAULT_TOKEN_NAME]: options.token,
      ...(options.lang ? { lang: options.lang } : {}),
    },
    body: body.toString(),
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message: string; data: unknown },
  };
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = (await sut.dataSource().query(sql, params)) as { n: number }[];
  return row?.n ?? 0;
}

const view = (token: string) => client.get<InvitationView>(invitationPath(token));
const accept = (token: string, session: string) =>
  client.post<AcceptInvitationAnswer>(acceptPath(token), {}, { token: session });

describe('inviting students by e-mail', () => {
  it('mails each address a link in the inviter’s language; the invited student joins once', async () => {
    const pandas = await addClass(client, school.manager.token, 'Pandas');
    const [invited, other] = [uniqueEmail('invited'), uniqueEmail('other')];

    const sent = await inviteStudents(pandas.id, [invited, other.toUpperCase(), invited], {
      token: school.manager.token,
      lang: 'fr',
    });

    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toEqual({ sent: 2 });
    const mail = await smtp.nextMailTo(invited);
    await smtp.nextMailTo(other);
    expect(mail.subject).toBe(
      translate('fr', 'invitations.mail.student.subject', {
        className: 'Pandas',
        schoolName: school.schoolName,
      }),
    );
    expect(mail.text).toContain('vous invite à rejoindre la classe Pandas');
    const link = /https?:\/\/\S+\/invite\/[\w.-]+/.exec(mail.text)?.[0] ?? '';
    expect(link.startsWith(`${sut.baseUrl}/invite/`)).toBe(true);
    const token = tokenOf(link);

    const page = await view(token);
    expect(page.body.data).toEqual({
      kind: 'student-email',
      schoolName: school.schoolName,
      className: 'Pandas',
      email: invited,
      state: 'usable',
      role: 'student',
    });
    const detail = await client.get<ClassDetail>(
      fillPath(SchoolAdminPaths.class, { classId: pandas.id }),
      {},
      { token: school.manager.token },
    );
    expect(detail.body.data.pendingInvitations.map((p) => p.email).sort()).toEqual(
      [invited, other].sort(),
    );

    // Another student's account may not use it; the invited one joins; a second use is expired.
    const stranger = await account(sut, client, 'student');
    const refused = await client.post(acceptPath(token), {}, { token: stranger.token, lang: 'zh' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(translate('zh', 'error.invitationOtherEmail'));

    const student = await account(sut, client, 'student', { email: invited });
    const joined = await accept(token, student.token);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data).toEqual({
      schoolId: school.schoolId,
      classId: pandas.id,
      role: 'student',
    });
    const members = (await sut
      .dataSource()
      .query(`SELECT student_id, via FROM class_members WHERE class_id = ?`, [pandas.id])) as {
      student_id: string;
      via: string;
    }[];
    expect(members).toEqual([{ student_id: student.id, via: 'email' }]);

    const twice = await accept(token, student.token);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(translate('en', 'error.linkExpired'));
    expect((await view(token)).body.data).toMatchObject({ state: 'expired', email: null });
    const after = await client.get<ClassDetail>(
      fillPath(SchoolAdminPaths.class, { classId: pandas.id }),
      {},
      { token: school.manager.token },
    );
    expect(after.body.data.pendingInvitations.map((p) => p.email)).toEqual([other]);

    // Events carry ids only: no address of the invitation reaches the event store.
    const events = (await sut
      .dataSource()
      .query(`SELECT type, data FROM events WHERE stream_type = 'invitation'`)) as {
      type: string;
      data: string;
    }[];
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['StudentInvitedByEmail', 'InvitationAccepted']),
    );
    for (const event of events) expect(event.data).not.toContain('@');
    // The token itself is stored only as its hash.
    expect(await count(`SELECT count(*) AS n FROM invitations WHERE token_hash = ?`, [token])).toBe(
      0,
    );
  });

  it('refuses bad input with localised field messages, storing and sending nothing', async () => {
    const koalas = await addClass(client, school.manager.token, 'Koalas');
    const teacher = await account(sut, client, 'teacher', { schoolId: school.schoolId });
    const before = await count(`SELECT count(*) AS n FROM invitations`);
    const mails = smtp.received.length;

    const malformed = await inviteStudents(koalas.id, ['not-an-email'], {
      token: school.manager.token,
      lang: 'fr',
    });
    const none = await inviteStudents(koalas.id, [], { token: school.manager.token });
    const tooMany = await inviteStudents(
      koalas.id,
      Array.from({ length: SCHOOL_ADMIN_LIMITS.inviteEmailsMax + 1 }, (_, i) => `s${i}@x.test`),
      { token: school.manager.token },
    );
    const teacherAddress = await inviteStudents(koalas.id, [uniqueEmail('ok'), teacher.email], {
      token: school.manager.token,
      lang: 'zh',
    });

    expect(malformed.status).toBe(400);
    expect(malformed.body.data).toEqual({
      fields: { 'emails.0': translate('fr', 'error.emailFormat') },
    });
    expect(none.status).toBe(400);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data).toEqual({
      fields: {
        emails: translate('en', 'schoolAdmin.validation.tooManyEmails', {
          max: SCHOOL_ADMIN_LIMITS.inviteEmailsMax,
        }),
      },
    });
    expect(teacherAddress.status).toBe(400);
    expect(teacherAddress.body.data).toEqual({
      fields: { 'emails.1': translate('zh', 'invitations.validation.notStudentEmail') },
    });
    expect(await count(`SELECT count(*) AS n FROM invitations`)).toBe(before);
    expect(smtp.received.length).toBe(mails);
  });

  it('is for the class’s managers and teacher only', async () => {
    const owls = await addClass(client, school.manager.token, 'Owls');
    const otherSchool = await schoolWithManager(sut, client, 'Birch School');
    const teacher = await account(sut, client, 'teacher', { schoolId: school.schoolId });
    const student = await account(sut, client, 'student');

    const outsider = await inviteStudents(owls.id, [uniqueEmail()], {
      token: otherSchool.manager.token,
    });
    const notTheirClass = await inviteStudents(owls.id, [uniqueEmail()], { token: teacher.token });
    const byStudent = await inviteStudents(owls.id, [uniqueEmail()], { token: student.token });

    expect([outsider.status, notTheirClass.status, byStudent.status]).toEqual([404, 403, 403]);
    expect(await count(`SELECT count(*) AS n FROM invitations WHERE class_id = ?`, [owls.id])).toBe(
      0,
    );
  });
});

describe('inviting a teacher', () => {
  it('mails the link; the teacher joins the school on the school-teacher plan and sees their classes', async () => {
    const email = uniqueEmail('teacher');

    const sent = await client.post(
      SchoolAdminPaths.teacherInvitations,
      { email, firstName: 'Wen', lastName: 'Li' },
      { token: school.manager.token, lang: 'zh' },
    );

    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe(
      translate('zh', 'invitations.mail.teacher.subject', {
        schoolName: school.schoolName,
        product: 'Atelier Chinese',
      }),
    );
    const token = tokenOf(mail.text);
    expect((await view(token)).body.data).toEqual({
      kind: 'teacher',
      schoolName: school.schoolName,
      className: null,
      email,
      state: 'usable',
      role: 'teacher',
    });
    const listed = await client.get<TeachersAnswer>(
      SchoolAdminPaths.teachers,
      {},
      {
        token: school.manager.token,
      },
    );
    expect(listed.body.data.pending.map((p) => p.email)).toContain(email);

    // A private teacher (no school yet) accepts: school, plan school-teacher, no end date.
    const teacher = await account(sut, client, 'teacher', { email });
    const student = await account(sut, client, 'student', { email: uniqueEmail('s') });
    expect((await accept(token, student.token)).status).toBe(403);
    const joined = await accept(token, teacher.token);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data).toEqual({ schoolId: school.schoolId, classId: null, role: 'teacher' });
    const [row] = (await sut
      .dataSource()
      .query(`SELECT school_id, plan, plan_expires_at FROM users WHERE id = ?`, [teacher.id])) as {
      school_id: string;
      plan: string;
      plan_expires_at: string | null;
    }[];
    expect(row).toEqual({
      school_id: school.schoolId,
      plan: 'school-teacher',
      plan_expires_at: null,
    });
    const plan = await client.get<PlanView>(ApiPaths.plan, {}, { token: teacher.token });
    expect(plan.body.data.state).toBe('school-teacher');
    expect((await accept(token, teacher.token)).status).toBe(400);

    const tigers = await addClass(client, school.manager.token, 'Tigers');
    const assigned = await client.post(
      fillPath(SchoolAdminPaths.classTeacher, { classId: tigers.id }),
      { teacherId: teacher.id },
      { token: school.manager.token },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const classes = await client.get<ClassRow[]>(
      SchoolAdminPaths.classes,
      {},
      {
        token: teacher.token,
      },
    );
    expect(classes.status).toBe(200);
    expect(classes.body.data.map((c) => c.id)).toEqual([tigers.id]);
    const after = await client.get<TeachersAnswer>(
      SchoolAdminPaths.teachers,
      {},
      {
        token: school.manager.token,
      },
    );
    expect(after.body.data.pending.map((p) => p.email)).not.toContain(email);
    expect(after.body.data.teachers.map((t) => t.id)).toContain(teacher.id);
  });

  it('refuses students’ and managers’ addresses, teachers of a school, and callers who are not managers', async () => {
    const otherSchool = await schoolWithManager(sut, client, 'Birch School');
    const student = await account(sut, client, 'student');
    const ownTeacher = await account(sut, client, 'teacher', { schoolId: school.schoolId });
    const otherTeacher = await account(sut, client, 'teacher', { schoolId: otherSchool.schoolId });
    const privateTeacher = await account(sut, client, 'teacher');
    const before = await count(`SELECT count(*) AS n FROM invitations WHERE kind = 'teacher'`);
    const invite = (email: string, token: string, lang?: string) =>
      client.post(SchoolAdminPaths.teacherInvitations, { email }, { token, lang });

    const studentAddress = await invite(student.email, school.manager.token, 'fr');
    const managerAddress = await invite(otherSchool.manager.email, school.manager.token);
    const colleague = await invite(ownTeacher.email, school.manager.token);
    const taken = await invite(otherTeacher.email, school.manager.token);
    const malformed = await invite('nope', school.manager.token);
    const byPrivateTeacher = await invite(uniqueEmail(), privateTeacher.token);
    const bySchoolTeacher = await invite(uniqueEmail(), ownTeacher.token);
    const byStudent = await invite(uniqueEmail(), student.token);

    expect(studentAddress.status).toBe(400);
    expect(studentAddress.body.data).toEqual({
      fields: { email: translate('fr', 'invitations.validation.notTeacherEmail') },
    });
    expect(managerAddress.status).toBe(400);
    expect(colleague.body.data).toEqual({
      fields: { email: translate('en', 'invitations.validation.alreadyTeacherHere') },
    });
    expect(taken.status).toBe(403);
    expect(taken.body.message).toBe(translate('en', 'error.otherSchool'));
    expect(malformed.status).toBe(400);
    expect([byPrivateTeacher.status, bySchoolTeacher.status, byStudent.status]).toEqual([
      403, 403, 403,
    ]);
    expect(await count(`SELECT count(*) AS n FROM invitations WHERE kind = 'teacher'`)).toBe(
      before,
    );
  });
});

describe('rate limits', () => {
  it(`lets an inviter send ${INVITATION_RATE_LIMITS.sendPerInviter.max} invitations an hour, then answers 429`, async () => {
    const busy = await schoolWithManager(sut, client, 'Busy School');
    const { max } = INVITATION_RATE_LIMITS.sendPerInviter;
    const statuses: number[] = [];
    for (let i = 0; i < max; i += 1) {
      const res = await client.post(
        SchoolAdminPaths.teacherInvitations,
        { email: uniqueEmail('t') },
        { token: busy.manager.token },
      );
      statuses.push(res.status);
    }
    const over = await client.post(
      SchoolAdminPaths.teacherInvitations,
      { email: uniqueEmail('t') },
      { token: busy.manager.token },
    );
    const someoneElse = await client.post(
      SchoolAdminPaths.teacherInvitations,
      { email: uniqueEmail('t') },
      { token: school.manager.token },
    );

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(over.status).toBe(429);
    expect(someoneElse.status).toBe(200);
  });

  it(`answers the invitation page ${INVITATION_RATE_LIMITS.viewPerAddress.max} times per address, then 429`, async () => {
    const { max } = INVITATION_RATE_LIMITS.viewPerAddress;
    const statuses = new Set<number>();
    // Earlier tests of this file looked too, from the same address.
    let over = 0;
    for (let i = 0; i <= max; i += 1) {
      const res = await view('any-token');
      statuses.add(res.status);
      if (res.status === 429) over += 1;
    }
    expect(statuses).toEqual(new Set([200, 429]));
    expect(over).toBeGreaterThan(0);
  });
});
