import { ApiPaths } from '@atelier/contracts';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/http.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let sut: TestApp;
let client: TestClient;

beforeAll(async () => {
  sut = await startTestApp();
  client = new TestClient(sut.baseUrl);
});
afterAll(async () => {
  await sut.close();
});

describe('mail without SMTP_URL', () => {
  it('writes each message to the outbox and shows it on the development mail page, newest first', async () => {
    await client.post(ApiPaths.sendRegisterEmail, { email: 'first@outbox.test', role: 'student' });
    await client.post(
      ApiPaths.sendRegisterEmail,
      { email: 'second@outbox.test', role: 'teacher' },
      { lang: 'fr' },
    );

    const files = (await fs.readdir(sut.config.outboxDir)).sort();
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    const raw = await fs.readFile(
      `${sut.config.outboxDir}/${files.find((f) => f.endsWith('.eml'))}`,
      'utf8',
    );
    expect(raw).toMatch(/^To: first@outbox\.test$/m);

    const list = await client.raw('/dev/mail');
    const html = await list.text();
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.indexOf('second@outbox.test')).toBeLessThan(html.indexOf('first@outbox.test'));
    expect(html).toContain('Votre code de vérification Atelier Chinese');

    const link = /href="(\/dev\/mail\/[\w-]+)"/.exec(html)?.[1] ?? '';
    const message = await (await client.raw(link)).text();
    expect(message).toMatch(/Votre code de vérification est \d{6}\./);
    expect((await client.raw('/dev/mail/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await client.raw('/dev/mail/1700000000000-deadbeef')).status).toBe(404);
  });
});
