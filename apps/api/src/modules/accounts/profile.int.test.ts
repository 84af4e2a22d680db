import { ApiPaths, AVATAR_UPLOAD, type MessageList, type Profile } from '@atelier/contracts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { CommandRunner } from '../../infrastructure/cqrs/command-runner.js';
import { SqliteEventStore } from '../../infrastructure/event-store/event-store.js';
import { createUser, logIn, PASSWORD, uniqueEmail } from '../../../test/accounts-kit.js';
import { TestClient } from '../../../test/http.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { accountDecider } from './domain/account.decider.js';
import { projectAccountEvents } from './projections/users.projection.js';

let sut: TestApp;
let client: TestClient;

beforeAll(async () => {
  sut = await startTestApp();
  client = new TestClient(sut.baseUrl);
});
afterAll(async () => {
  await sut.close();
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function newSession(prefix: string) {
  const email = uniqueEmail(prefix);
  const userId = await createUser(sut, { email, role: 'student', firstName: 'Mei' });
  return { email, userId, grant: await logIn(client, email, 'student') };
}

function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (file)
    data.set('avatar', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

async function storedAvatars(): Promise<string[]> {
  try {
    return await fs.readdir(path.join(sut.config.uploadsDir, 'avatars'));
  } catch {
    return [];
  }
}

describe('profile update', () => {
  it('accepts a PNG avatar, stores it under a random name and serves it', async () => {
    const { grant, userId } = await newSession('avatar');

    const res = await client.upload<Profile>(
      ApiPaths.update,
      form(
        { firstName: 'Mei', lastName: 'Tester' },
        { bytes: PNG, name: 'me.png', type: 'image/png' },
      ),
      { token: grant.tokenValue },
    );

    expect(res.status).toBe(200);
    const avatar = res.body.data.avatar ?? '';
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await client.raw(avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const events = await sut.app.get(SqliteEventStore).readStream(`user-${userId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'ProfileUpdated',
      data: { userId, fields: ['avatar'] },
    });
    // No directory listing.
    expect((await client.raw('/uploads/avatars/')).status).toBe(404);
  });

  it('refuses a text file named .png and stores nothing, not even the other fields', async () => {
    const { grant } = await newSession('fake');
    const before = await storedAvatars();

    const res = await client.upload(
      ApiPaths.update,
      form(
        { firstName: 'Changed', lastName: 'Name' },
        {
          bytes: Buffer.from('just some text, not a picture'),
          name: 'photo.png',
          type: 'image/png',
        },
      ),
      { token: grant.tokenValue, lang: 'zh' },
    );

    expect(res.body).toEqual({ code: 400, message: '图片格式或大小不正确。', data: null });
    expect(await storedAvatars()).toEqual(before);
    const profile = await client.get<Profile>(ApiPaths.validate, {}, { token: grant.tokenValue });
    expect(profile.body.data).toMatchObject({ firstName: 'Mei', avatar: null });
  });

  it('refuses a picture over the size limit and stores nothing', async () => {
    const { grant } = await newSession('big');
    const before = await storedAvatars();
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_UPLOAD.maxBytes)]);

    const res = await client.upload(
      ApiPaths.update,
      form(
        { firstName: 'Mei', lastName: 'Tester' },
        { bytes: big, name: 'big.png', type: 'image/png' },
      ),
      { token: grant.tokenValue },
    );

    expect(res.body).toEqual({
      code: 400,
      message: 'The picture format or size is wrong.',
      data: null,
    });
    expect(await storedAvatars()).toEqual(before);
  });

  it('replaces an avatar, removing the old file', async () => {
    const { grant } = await newSession('replace');
    const upload = () =>
      client.upload<Profile>(
        ApiPaths.update,
        form(
          { firstName: 'Mei', lastName: 'Tester' },
          { bytes: PNG, name: 'a.png', type: 'image/png' },
        ),
        { token: grant.tokenValue },
      );
    const first = (await upload()).body.data.avatar ?? '';

    const second = (await upload()).body.data.avatar ?? '';

    expect(second).not.toBe(first);
    expect((await client.raw(first)).status).toBe(404);
    expect((await client.raw(second)).status).toBe(200);
  });

  it('updates names, gender, birth date and country from a plain form, recording the field names only', async () => {
    const { grant, userId } = await newSession('details');

    const res = await client.post<Profile>(
      ApiPaths.update,
      {
        firstName: 'Lan',
        lastName: 'Tester',
        gender: 'girl',
        birthDate: '2017-03-09',
        country: 'fr',
      },
      { token: grant.tokenValue },
    );

    expect(res.body.data).toMatchObject({
      firstName: 'Lan',
      gender: 'girl',
      birthDate: '2017-03-09',
      country: 'FR',
    });
    const events = await sut.app.get(SqliteEventStore).readStream(`user-${userId}`);
    expect(events.at(-1)?.data).toEqual({
      userId,
      fields: ['birthDate', 'country', 'firstName', 'gender'],
    });
    expect(JSON.stringify(events)).not.toMatch(/Lan|2017-03-09/);
    const bad = await client.post(
      ApiPaths.update,
      { firstName: 'Lan', lastName: 'Tester', birthDate: '2017-02-30', gender: 'dragon' },
      { token: grant.tokenValue },
    );
    expect(bad.body.data).toEqual({
      fields: { birthDate: 'This value is not valid.', gender: 'This value is not valid.' },
    });
  });

  it('refuses a password change with a wrong old password, changing nothing', async () => {
    const { grant, email } = await newSession('oldpw');

    const res = await client.post(
      ApiPaths.update,
      {
        firstName: 'Other',
        lastName: 'Tester',
        oldPassword: 'not-my-password',
        newPassword: 'Tiger-2028',
        confirmPassword: 'Tiger-2028',
      },
      { token: grant.tokenValue, lang: 'fr' },
    );

    expect(res.body).toEqual({
      code: 400,
      message: 'L’ancien mot de passe est incorrect.',
      data: null,
    });
    expect((await logIn(client, email, 'student')).user.firstName).toBe('Mei');
  });

  it('changes the password with the old one, keeping this session and closing the others', async () => {
    const { grant, email } = await newSession('newpw');
    const elsewhere = await logIn(client, email, 'student');

    const res = await client.post(
      ApiPaths.update,
      {
        firstName: 'Mei',
        lastName: 'Tester',
        oldPassword: PASSWORD,
        newPassword: 'Tiger-2028',
        confirmPassword: 'Tiger-2028',
      },
      { token: grant.tokenValue },
    );

    expect(res.status).toBe(200);
    expect((await client.get(ApiPaths.validate, {}, { token: grant.tokenValue })).status).toBe(200);
    expect((await client.get(ApiPaths.validate, {}, { token: elsewhere.tokenValue })).status).toBe(
      401,
    );
    expect((await logIn(client, email, 'student', 'Tiger-2028')).role).toBe('student');
  });
});

describe('message list', () => {
  it('pages the user’s messages, newest first, in the request language', async () => {
    const { grant, userId } = await newSession('messages');
    const runner = sut.app.get(CommandRunner);
    const start = Date.now();
    for (let i = 1; i <= 4; i += 1) {
      await runner.run({
        streamId: `user-${userId}`,
        streamType: 'user',
        decider: accountDecider,
        command: { type: 'SendUserMessage', userId, messageId: uuidv7(), kind: 'welcome' },
        context: {
          actorId: 'system',
          schoolId: null,
          correlationId: 'test',
          lang: 'en',
          now: new Date(start + i * 1_000),
        },
        project: (manager, events) => projectAccountEvents(manager, events),
      });
    }
    const page = (n: number, lang = 'en') =>
      client.get<MessageList>(
        ApiPaths.messageList,
        { page: n, pageSize: 2, lang },
        { token: grant.tokenValue },
      );

    const first = (await page(1)).body.data;
    const last = (await page(3, 'zh')).body.data;
    const beyond = (await page(4)).body.data;

    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.items).toHaveLength(2);
    expect((first.items[0]?.createdAt ?? '') > (first.items[1]?.createdAt ?? '')).toBe(true);
    expect(first.items[0]).toMatchObject({
      kind: 'welcome',
      title: 'Welcome to Atelier Chinese!',
      body: expect.stringContaining('Hello Mei'),
      read: false,
    });
    expect(last.items).toHaveLength(1);
    expect(last.items[0]?.title).toBe('欢迎来到 Atelier Chinese！');
    expect(beyond.items).toEqual([]);
    const tooBig = await client.get(
      ApiPaths.messageList,
      { pageSize: 500 },
      { token: grant.tokenValue },
    );
    expect(tooBig.status).toBe(400);
  });
});
