import {
  CHAT_LIMITS,
  CHAT_RATE_LIMITS,
  CHAT_TOKEN_HEADER,
  fillPath,
  LiveChatPaths,
  SupportPaths,
  type ChatConversationOpened,
  type ChatMessagesPage,
  type ChatMessageView,
  type SupportConversationThread,
  type SupportInboxPage,
  type SupportMe,
  type ValidationErrorData,
} from '@atelier/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createUser, logIn, uniqueEmail } from '../../../test/accounts-kit.js';
import { TestClient } from '../../../test/http.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { AppointStaffMemberCommand } from './commands/appoint-staff-member/appoint-staff-member.command.js';

const SUPPORT = 'support-team@atelier.test';

let smtp: SmtpTestServer;
let sut: TestApp;
let client: TestClient;
let staffToken: string;

let addressCounter = 0;
/** A client address of its own (through the trusted loopback proxy), so limits do not mix. */
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function makeStaff(): Promise<string> {
  const email = uniqueEmail('staff');
  const userId = await createUser(sut, { email, role: 'manager', schoolId: null });
  await sut.app
    .get(CommandBus)
    .execute(
      new AppointStaffMemberCommand(
        { userId },
        { actorId: 'system', schoolId: null, correlationId: 'test', lang: 'en', now: new Date() },
      ),
    );
  return (await logIn(client, email, 'manager')).tokenValue;
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  sut = await startTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT });
  client = new TestClient(sut.baseUrl);
  staffToken = await makeStaff();
});
afterAll(async () => {
  await sut.close();
  await smtp.close();
});

const messagesPath = (id: string) => fillPath(LiveChatPaths.messages, { conversationId: id });
const threadPath = (id: string) => fillPath(SupportPaths.conversation, { conversationId: id });
const replyPath = (id: string) => fillPath(SupportPaths.reply, { conversationId: id });

async function open(
  form: Record<string, string> = {},
  address = freshAddress(),
): Promise<ChatConversationOpened> {
  const res = await client.post<ChatConversationOpened>(LiveChatPaths.conversations, form, {
    headers: { 'x-forwarded-for': address },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

function say(chat: ChatConversationOpened, body: string, address = freshAddress()) {
  return client.post<ChatMessageView>(
    messagesPath(chat.conversationId),
    { body },
    { headers: { [CHAT_TOKEN_HEADER]: chat.visitorToken, 'x-forwarded-for': address } },
  );
}

function read(chat: ChatConversationOpened, after = 0) {
  return client.get<ChatMessagesPage>(
    messagesPath(chat.conversationId),
    { after },
    { headers: { [CHAT_TOKEN_HEADER]: chat.visitorToken } },
  );
}

async function counts(): Promise<{ conversations: number; messages: number; events: number }> {
  const db = sut.dataSource();
  const one = async (sql: string) => ((await db.query(sql)) as { n: number }[])[0]?.n ?? -1;
  return {
    conversations: await one(`SELECT count(*) AS n FROM chat_conversations`),
    messages: await one(`SELECT count(*) AS n FROM chat_messages`),
    events: await one(`SELECT count(*) AS n FROM events WHERE type LIKE 'Chat%'`),
  };
}

describe('a visitor', () => {
  it('opens a conversation and posts a message: stored, an event without text, mailed to the team', async () => {
    const email = uniqueEmail('visitor');
    const chat = await open({ name: ' Ana Lopez ', email });
    expect(chat.visitorToken).toMatch(/^[\w-]{43}$/);

    const res = await say(chat, '  Do you have classes for 6-year-olds?  ');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      author: 'visitor',
      body: 'Do you have classes for 6-year-olds?',
    });

    const db = sut.dataSource();
    const [row] = (await db.query(`SELECT * FROM chat_conversations WHERE id = ?`, [
      chat.conversationId,
    ])) as { token_hash: string; visitor_name: string; visitor_email: string }[];
    expect(row?.visitor_name).toBe('Ana Lopez');
    expect(row?.visitor_email).toBe(email);
    expect(row?.token_hash).not.toBe(chat.visitorToken);
    const events = (await db.query(
      `SELECT type, data FROM events WHERE stream_id = ? ORDER BY version`,
      [`chat-${chat.conversationId}`],
    )) as { type: string; data: string }[];
    expect(events.map((e) => e.type)).toEqual(['ChatConversationStarted', 'ChatMessagePosted']);
    expect(JSON.parse(events[1]!.data)).toEqual({
      conversationId: chat.conversationId,
      messageId: res.body.data.id,
      author: 'visitor',
    });
    for (const e of events) {
      expect(e.data).not.toContain('6-year-olds');
      expect(e.data).not.toContain(email);
      expect(e.data).not.toContain('Ana');
    }

    const mail = await smtp.nextMailTo(SUPPORT);
    expect(mail.text).toContain('Do you have classes for 6-year-olds?');
    expect(mail.text).toContain(email);
    expect(mail.text).toContain(`/support?conversation=${chat.conversationId}`);
    await expect
      .poll(async () => {
        const [m] = (await db.query(`SELECT mail_status FROM chat_messages WHERE id = ?`, [
          res.body.data.id,
        ])) as { mail_status: string }[];
        return m?.mail_status;
      })
      .toBe('sent');
  });

  it('reads the staff reply after its cursor', async () => {
    const chat = await open();
    const first = await say(chat, 'Hello?');
    const before = await read(chat);
    expect(before.body.data.messages.map((m) => m.body)).toEqual(['Hello?']);
    const cursor = before.body.data.cursor;
    expect(cursor).toBe(first.body.data.seq);

    const none = await read(chat, cursor);
    expect(none.body.data).toEqual({ messages: [], cursor });

    const reply = await client.post<ChatMessageView>(
      replyPath(chat.conversationId),
      { body: 'Hi! Yes, from age 3.' },
      { token: staffToken },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.author).toBe('staff');

    const after = await read(chat, cursor);
    expect(after.body.data.messages).toEqual([reply.body.data]);
    expect(after.body.data.cursor).toBe(reply.body.data.seq);
  });

  it('cannot read or write another visitor’s conversation', async () => {
    const mine = await open();
    const theirs = await open();
    await say(theirs, 'private words');
    const forged = { conversationId: theirs.conversationId, visitorToken: mine.visitorToken };
    expect((await read(forged)).status).toBe(404);
    expect((await say(forged, 'intrusion')).status).toBe(404);
    const noToken = await client.get(messagesPath(theirs.conversationId));
    expect(noToken.status).toBe(404);
    const unknown = await read({ conversationId: 'nope', visitorToken: mine.visitorToken });
    expect(unknown.status).toBe(404);
  });

  it('gets a localised 400 for bad input, and nothing is stored', async () => {
    const chat = await open();
    const before = await counts();
    const empty = await client.post(
      messagesPath(chat.conversationId),
      { body: '   ' },
      { headers: { [CHAT_TOKEN_HEADER]: chat.visitorToken }, lang: 'fr' },
    );
    expect(empty.status).toBe(400);
    expect((empty.body.data as ValidationErrorData).fields.body).toBe('Veuillez écrire un message');
    const long = await say(chat, 'x'.repeat(CHAT_LIMITS.messageMax + 1));
    expect(long.status).toBe(400);
    const badStart = await client.post(
      LiveChatPaths.conversations,
      { email: 'not-an-email', name: 'n'.repeat(61) },
      { lang: 'zh', headers: { 'x-forwarded-for': freshAddress() } },
    );
    expect(badStart.status).toBe(400);
    expect((badStart.body.data as ValidationErrorData).fields).toEqual({
      email: '请输入有效的电子邮箱地址',
      name: '最多可输入 60 个字符',
    });
    const badCursor = await client.get(
      messagesPath(chat.conversationId),
      { after: '-1' },
      { headers: { [CHAT_TOKEN_HEADER]: chat.visitorToken } },
    );
    expect(badCursor.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('is rate-limited per conversation', async () => {
    const chat = await open();
    const { max } = CHAT_RATE_LIMITS.messages;
    for (let i = 0; i < max; i += 1) expect((await say(chat, `message ${i}`)).status).toBe(200);
    const before = await counts();
    const refused = await say(chat, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.data).toMatchObject({ retryAfterSeconds: expect.any(Number) as number });
    expect(await counts()).toEqual(before);
  });

  it('is rate-limited per address when opening conversations', async () => {
    const address = freshAddress();
    for (let i = 0; i < CHAT_RATE_LIMITS.conversations.max; i += 1) await open({}, address);
    const refused = await client.post(
      LiveChatPaths.conversations,
      {},
      {
        headers: { 'x-forwarded-for': address },
      },
    );
    expect(refused.status).toBe(429);
  });
});

describe('the support inbox', () => {
  it('lists conversations newest activity first with unread counts, and marks read', async () => {
    const older = await open({ name: 'Older' });
    await say(older, 'first');
    const newer = await open({ name: 'Newer' });
    await say(newer, 'one');
    await say(newer, 'two');

    const list = await client.get<SupportInboxPage>(
      SupportPaths.conversations,
      {},
      {
        token: staffToken,
      },
    );
    expect(list.status).toBe(200);
    const ids = list.body.data.conversations.map((c) => c.id);
    expect(ids.indexOf(newer.conversationId)).toBeLessThan(ids.indexOf(older.conversationId));
    const summary = list.body.data.conversations.find((c) => c.id === newer.conversationId);
    expect(summary).toMatchObject({
      visitorName: 'Newer',
      unread: 2,
      messageCount: 2,
      preview: 'two',
    });

    const thread = await client.get<SupportConversationThread>(
      threadPath(newer.conversationId),
      {},
      {
        token: staffToken,
      },
    );
    expect(thread.body.data.messages.map((m) => m.body)).toEqual(['one', 'two']);

    const read = await client.post(
      fillPath(SupportPaths.read, { conversationId: newer.conversationId }),
      {},
      { token: staffToken },
    );
    expect(read.status).toBe(200);
    const again = await client.get<SupportConversationThread>(
      threadPath(newer.conversationId),
      {},
      {
        token: staffToken,
      },
    );
    expect(again.body.data.conversation.unread).toBe(0);
  });

  it('answers staff: true to a staff member only', async () => {
    const me = await client.get<SupportMe>(SupportPaths.me, {}, { token: staffToken });
    expect(me.body.data).toEqual({ staff: true });
    const email = uniqueEmail('manager');
    const schoolId = await createSchool(sut, `LC${Date.now() % 100000}`);
    await createUser(sut, { email, role: 'manager', schoolId });
    const token = (await logIn(client, email, 'manager')).tokenValue;
    const other = await client.get<SupportMe>(SupportPaths.me, {}, { token });
    expect(other.body.data).toEqual({ staff: false });
  });

  it('refuses anyone who is not staff with 403, and visitors without a session with 401', async () => {
    const chat = await open();
    await say(chat, 'hello');
    const schoolManager = uniqueEmail('manager');
    const schoolId = await createSchool(sut, `LD${Date.now() % 100000}`);
    await createUser(sut, { email: schoolManager, role: 'manager', schoolId });
    const noSchoolManager = uniqueEmail('manager');
    await createUser(sut, { email: noSchoolManager, role: 'manager', schoolId: null });
    const teacher = uniqueEmail('teacher');
    await createUser(sut, { email: teacher, role: 'teacher' });
    const tokens = [
      (await logIn(client, schoolManager, 'manager')).tokenValue,
      (await logIn(client, noSchoolManager, 'manager')).tokenValue,
      (await logIn(client, teacher, 'teacher')).tokenValue,
    ];
    const before = await counts();
    for (const token of tokens) {
      expect((await client.get(SupportPaths.conversations, {}, { token })).status).toBe(403);
      expect((await client.get(threadPath(chat.conversationId), {}, { token })).status).toBe(403);
      const reply = await client.post(replyPath(chat.conversationId), { body: 'x' }, { token });
      expect(reply.status).toBe(403);
      expect(reply.body.data).toMatchObject({ tokenValue: token });
    }
    expect(await counts()).toEqual(before);
    expect((await client.get(SupportPaths.conversations)).status).toBe(401);
  });

  it('refuses an empty reply with 400 and a reply to an unknown conversation with 404', async () => {
    const chat = await open();
    await say(chat, 'hello');
    const before = await counts();
    const empty = await client.post(
      replyPath(chat.conversationId),
      { body: '' },
      { token: staffToken },
    );
    expect(empty.status).toBe(400);
    const unknown = await client.post(replyPath('unknown'), { body: 'hi' }, { token: staffToken });
    expect(unknown.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('a failing mail server', () => {
  it('does not lose the visitor’s message', async () => {
    const broken = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', SUPPORT_EMAIL: SUPPORT });
    try {
      const http = new TestClient(broken.baseUrl);
      const opened = await http.post<ChatConversationOpened>(LiveChatPaths.conversations, {});
      const chat = opened.body.data;
      const res = await http.post<ChatMessageView>(
        messagesPath(chat.conversationId),
        { body: 'still here?' },
        { headers: { [CHAT_TOKEN_HEADER]: chat.visitorToken } },
      );
      expect(res.status).toBe(200);
      await expect
        .poll(
          async () =>
            (
              (await broken
                .dataSource()
                .query(`SELECT mail_status, body FROM chat_messages WHERE id = ?`, [
                  res.body.data.id,
                ])) as { mail_status: string; body: string }[]
            )[0],
          { timeout: 10_000 },
        )
        .toEqual({ mail_status: 'failed', body: 'still here?' });
    } finally {
      await broken.close();
    }
  });
});
