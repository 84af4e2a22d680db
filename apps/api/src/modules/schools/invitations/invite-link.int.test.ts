import {
  fillPath,
  SchoolAdminPaths,
  SCHOOL_ADMIN_LIMITS,
  type AcceptInvitationAnswer,
  type ClassDetail,
  type InvitationView,
  type InviteLinkView,
} from '@atelier/contracts';
import { translate } from '@atelier/i18n';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../test/http.js';
import {
  acceptPath,
  account,
  addClass,
  invitationPath,
  inviteLinkPath,
  linkAction,
  schoolWithManager,
  tokenOf,
  type SchoolWithManager,
} from '../../../../test/invitations-kit.js';
import { startTestApp, type TestApp } from '../../../../test/test-app.js';
import { SeedInviteLinkCommand } from './seed/seed-invite-link.command.js';

const DAY_MS = 86_400_000;

let sut: TestApp;
let client: TestClient;
let school: SchoolWithManager;

beforeAll(async () => {
  sut = await startTestApp();
  client = new TestClient(sut.baseUrl);
  school = await schoolWithManager(sut, client);
});
afterAll(async () => {
  await sut.close();
});

async function membersOf(classId: string): Promise<{ student_id: string; via: string }[]> {
  return (await sut
    .dataSource()
    .query(`SELECT student_id, via FROM class_members WHERE class_id = ? AND status <> 'removed'`, [
      classId,
    ])) as { student_id: string; via: string }[];
}

async function eventsOf(streamId: string): Promise<{ type: string; data: string }[]> {
  return (await sut
    .dataSource()
    .query(`SELECT type, data FROM events WHERE stream_id = ? ORDER BY version`, [streamId])) as {
    type: string;
    data: string;
  }[];
}

const view = (token: string) => client.get<InvitationView>(invitationPath(token));
const accept = (token: string, session: string, lang?: string) =>
  client.post<AcceptInvitationAnswer>(acceptPath(token), {}, { token: session, lang });

describe('class invite link', () => {
  it('walks not activated → activated → switched off → on → regenerated, refusing what the machine refuses', async () => {
    const { manager } = school;
    const pandas = await addClass(client, manager.token, 'Pandas');
    const [first, second, third] = [
      await account(sut, client, 'student'),
      await account(sut, client, 'student'),
      await account(sut, client, 'student'),
    ];

    // The first look creates the link, not activated: nobody can join yet.
    const created = await client.get<InviteLinkView>(
      inviteLinkPath(pandas.id),
      {},
      {
        token: manager.token,
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ state: 'not-activated', expiresAt: null });
    expect(created.body.data.path).toMatch(/^\/invite\/[\w-]+\.[\w-]{43}$/);
    const token = tokenOf(created.body.data.path);
    expect((await view(token)).body.data).toEqual({
      kind: 'class-link',
      schoolName: school.schoolName,
      className: 'Pandas',
      email: null,
      state: 'expired',
      role: 'student',
    });
    const early = await accept(token, first.token, 'fr');
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(translate('fr', 'error.linkExpired'));

    // Switched on: valid for the configured days; a student joins, a teacher cannot.
    const before = Date.now();
    const on = await linkAction(client, manager.token, pandas.id, 'switch-on');
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data.state).toBe('activated');
    expect(on.body.data.path).toBe(created.body.data.path);
    const expiresAt = Date.parse(on.body.data.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(
      SCHOOL_ADMIN_LIMITS.inviteLinkValidDays * DAY_MS,
    );
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(
      SCHOOL_ADMIN_LIMITS.inviteLinkValidDays * DAY_MS,
    );
    expect((await view(token)).body.data.state).toBe('usable');

    const joined = await accept(token, first.token);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data).toEqual({
      schoolId: school.schoolId,
      classId: pandas.id,
      role: 'student',
    });
    expect(await membersOf(pandas.id)).toEqual([{ student_id: first.id, via: 'link' }]);
    const again = await accept(token, first.token);
    expect(again.status, 'joining twice changes nothing').toBe(200);
    expect(await membersOf(pandas.id)).toHaveLength(1);

    const teacher = await account(sut, client, 'teacher', { schoolId: school.schoolId });
    const wrongRole = await accept(token, teacher.token);
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.body.message).toBe(translate('en', 'error.invitationWrongRole'));

    // Switched off: refused with linkExpired, and the page says expired.
    const off = await linkAction(client, manager.token, pandas.id, 'switch-off');
    expect(off.body.data.state).toBe('switched-off');
    expect((await accept(token, second.token)).body).toMatchObject({ code: 400 });
    expect((await view(token)).body.data.state).toBe('expired');
    const offAgain = await linkAction(client, manager.token, pandas.id, 'switch-off');
    expect(offAgain.status).toBe(409);
    expect(offAgain.body.data).toBeNull();

    // On again: the original end date, not a new one.
    const onAgain = await linkAction(client, manager.token, pandas.id, 'switch-on');
    expect(onAgain.body.data).toMatchObject({
      state: 'activated',
      expiresAt: on.body.data.expiresAt,
    });
    expect((await accept(token, second.token)).status).toBe(200);

    // Regenerated: a new link, not activated; the old token is expired everywhere.
    const regenerated = await linkAction(client, manager.token, pandas.id, 'regenerate');
    expect(regenerated.body.data.state).toBe('not-activated');
    expect(regenerated.body.data.path).not.toBe(created.body.data.path);
    expect((await view(token)).body.data).toMatchObject({ state: 'expired', className: null });
    expect((await accept(token, third.token)).status).toBe(400);
    const newToken = tokenOf(regenerated.body.data.path);
    await linkAction(client, manager.token, pandas.id, 'switch-on');
    expect((await accept(newToken, third.token)).status).toBe(200);
    expect((await membersOf(pandas.id)).map((m) => m.student_id).sort()).toEqual(
      [first.id, second.id, third.id].sort(),
    );

    const types = (await eventsOf(`class-invite-${pandas.id}`)).map((e) => e.type);
    expect(types).toEqual([
      'InviteLinkCreated',
      'InviteLinkSwitchedOn',
      'InviteLinkSwitchedOff',
      'InviteLinkSwitchedOn',
      'InviteLinkCreated',
      'InviteLinkSwitchedOn',
    ]);
  });

  it('shows the same link to the class teacher, and to nobody of another school or class', async () => {
    const koalas = await addClass(client, school.manager.token, 'Koalas');
    const own = await client.get<InviteLinkView>(
      inviteLinkPath(koalas.id),
      {},
      {
        token: school.manager.token,
      },
    );
    const otherSchool = await schoolWithManager(sut, client, 'Birch School');
    const outsider = await client.get(
      inviteLinkPath(koalas.id),
      {},
      {
        token: otherSchool.manager.token,
      },
    );
    const teacher = await account(sut, client, 'teacher', { schoolId: school.schoolId });
    const notTheirs = await client.get(inviteLinkPath(koalas.id), {}, { token: teacher.token });
    const student = await account(sut, client, 'student');
    const byStudent = await linkAction(client, student.token, koalas.id, 'switch-on');

    expect(outsider.status).toBe(404);
    expect(notTheirs.status).toBe(403);
    expect(byStudent.status).toBe(403);
    const assigned = await client.post(
      fillPath(SchoolAdminPaths.classTeacher, { classId: koalas.id }),
      { teacherId: teacher.id },
      { token: school.manager.token },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const asTeacher = await client.get<InviteLinkView>(
      inviteLinkPath(koalas.id),
      {},
      {
        token: teacher.token,
      },
    );
    expect(asTeacher.body.data).toEqual(own.body.data);
    expect((await eventsOf(`class-invite-${koalas.id}`)).map((e) => e.type)).toEqual([
      'InviteLinkCreated',
    ]);
  });

  it('shows the link on the class detail', async () => {
    const lions = await addClass(client, school.manager.token, 'Lions');
    const detailPath = fillPath(SchoolAdminPaths.class, { classId: lions.id });

    const before = await client.get<ClassDetail>(detailPath, {}, { token: school.manager.token });
    const looked = await client.get<InviteLinkView>(
      inviteLinkPath(lions.id),
      {},
      {
        token: school.manager.token,
      },
    );
    const after = await client.get<ClassDetail>(detailPath, {}, { token: school.manager.token });

    expect(before.body.data.inviteLink).toEqual(looked.body.data);
    expect(after.body.data.inviteLink).toEqual(looked.body.data);
  });

  it('expires by time: found by the manager, recorded once, then refused', async () => {
    const tigers = await addClass(client, school.manager.token, 'Tigers');
    const validDays = SCHOOL_ADMIN_LIMITS.inviteLinkValidDays;
    await sut.app.get(CommandBus).execute(
      new SeedInviteLinkCommand(
        {
          schoolId: school.schoolId,
          classId: tigers.id,
          switchedOnAt: new Date(Date.now() - (validDays + 1) * DAY_MS),
        },
        {
          actorId: 'system',
          schoolId: school.schoolId,
          correlationId: 'test',
          lang: 'en',
          now: new Date(),
        },
      ),
    );
    const student = await account(sut, client, 'student');

    const seen = await client.get<InviteLinkView>(
      inviteLinkPath(tigers.id),
      {},
      {
        token: school.manager.token,
      },
    );
    const seenAgain = await client.get<InviteLinkView>(
      inviteLinkPath(tigers.id),
      {},
      {
        token: school.manager.token,
      },
    );
    const token = tokenOf(seen.body.data.path);
    const refused = await accept(token, student.token, 'zh');
    const page = await view(token);
    const switchOn = await linkAction(client, school.manager.token, tigers.id, 'switch-on');

    expect(seen.body.data.state).toBe('expired');
    expect(seenAgain.body.data.state).toBe('expired');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(translate('zh', 'error.linkExpired'));
    expect(page.body.data.state).toBe('expired');
    expect(switchOn.status).toBe(409);
    expect(await membersOf(tigers.id)).toEqual([]);
    const types = (await eventsOf(`class-invite-${tigers.id}`)).map((e) => e.type);
    expect(types.filter((type) => type === 'InviteLinkExpired')).toHaveLength(1);
    expect(types).toEqual(['InviteLinkCreated', 'InviteLinkSwitchedOn', 'InviteLinkExpired']);
  });

  it('expires by time: found by a join attempt first, recorded once', async () => {
    const bears = await addClass(client, school.manager.token, 'Bears');
    const link = await sut.app.get(CommandBus).execute(
      new SeedInviteLinkCommand(
        {
          schoolId: school.schoolId,
          classId: bears.id,
          switchedOnAt: new Date(Date.now() - 30 * DAY_MS),
        },
        {
          actorId: 'system',
          schoolId: school.schoolId,
          correlationId: 'test',
          lang: 'en',
          now: new Date(),
        },
      ),
    );
    const student = await account(sut, client, 'student');
    const token = tokenOf(link.path);

    const first = await accept(token, student.token);
    const second = await accept(token, student.token);
    const page = await view(token);

    expect(link.state).toBe('expired');
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(page.body.data.state).toBe('expired');
    const types = (await eventsOf(`class-invite-${bears.id}`)).map((e) => e.type);
    expect(types).toEqual(['InviteLinkCreated', 'InviteLinkSwitchedOn', 'InviteLinkExpired']);
  });

  it('expires by time: found by the invitation page first, recorded once', async () => {
    const wolves = await addClass(client, school.manager.token, 'Wolves');
    const link = await sut.app.get(CommandBus).execute(
      new SeedInviteLinkCommand(
        {
          schoolId: school.schoolId,
          classId: wolves.id,
          switchedOnAt: new Date(Date.now() - 20 * DAY_MS),
        },
        {
          actorId: 'system',
          schoolId: school.schoolId,
          correlationId: 'test',
          lang: 'en',
          now: new Date(),
        },
      ),
    );
    const token = tokenOf(link.path);

    const pages = [await view(token), await view(token)];
    const seen = await client.get<InviteLinkView>(
      inviteLinkPath(wolves.id),
      {},
      {
        token: school.manager.token,
      },
    );

    expect(pages.map((page) => page.body.data.state)).toEqual(['expired', 'expired']);
    expect(seen.body.data.state).toBe('expired');
    const types = (await eventsOf(`class-invite-${wolves.id}`)).map((e) => e.type);
    expect(types).toEqual(['InviteLinkCreated', 'InviteLinkSwitchedOn', 'InviteLinkExpired']);
  });

  it('answers expired (200) for any token it cannot use, never 500', async () => {
    const student = await account(sut, client, 'student');
    const forged = `0195f3c2-7a1b-7c3d-8e4f-5a6b7c8d9e0f.${'A'.repeat(43)}`;

    for (const token of ['nothing', forged, 'x'.repeat(400), '..%2F..%2Fetc', 'a.b.c']) {
      const page = await view(token);
      expect(page.status, token).toBe(200);
      expect(page.body.data.state, token).toBe('expired');
      const joined = await accept(token, student.token);
      expect(joined.status, token).toBe(400);
    }
    const anonymous = await client.post(acceptPath('nothing'));
    expect(anonymous.status).toBe(401);
  });

  it('refuses an unknown action with a localised message and changes nothing', async () => {
    const owls = await addClass(client, school.manager.token, 'Owls');

    const res = await client.post(
      inviteLinkPath(owls.id),
      { action: 'explode' },
      { token: school.manager.token, lang: 'fr' },
    );

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(translate('fr', 'error.validationFailed'));
    expect(await eventsOf(`class-invite-${owls.id}`)).toEqual([]);
  });
});
