import { ApiPaths, CORRELATION_HEADER, type Envelope } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ACCESS_METADATA } from './infrastructure/http/access.decorator.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let sut: TestApp;

async function get(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: Envelope; headers: Headers }> {
  const res = await fetch(`${sut.baseUrl}${path}`, init);
  return { status: res.status, body: (await res.json()) as Envelope, headers: res.headers };
}

beforeAll(async () => {
  sut = await startTestApp();
});
afterAll(async () => {
  await sut.close();
});

describe('the API envelope', () => {
  it('answers the home data in each language from the database', async () => {
    const en = await get(`${ApiPaths.homeData}`);
    const zh = await get(`${ApiPaths.homeData}?lang=zh`);
    const fr = await get(`${ApiPaths.homeData}?lang=fr`);
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ code: 200, message: 'OK', data: { lang: 'en' } });
    expect((en.body.data as { hero: { title: string } }).hero.title).toMatch(/Chinese/);
    expect(zh.body.message).toBe('成功');
    expect((zh.body.data as { hero: { title: string } }).hero.title).toBe('孩子爱学的中文');
    expect((fr.body.data as { hero: { title: string } }).hero.title).toMatch(/chinois/);
  });

  it('answers home and other banners, ordered, in the requested language', async () => {
    const home = await get(`${ApiPaths.banners}?lang=fr`);
    const other = await get(`${ApiPaths.otherBanners}?lang=en`);
    const items = (home.body.data as { items: { position: number; title: string }[] }).items;
    expect(items.length).toBe(3);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[0]!.title).toBe('Nouveau trimestre, nouveaux mots');
    expect((other.body.data as { items: unknown[] }).items.length).toBe(2);
  });

  it('gives a 400 envelope with localised per-field messages on bad input', async () => {
    const res = await get(`${ApiPaths.homeData}?lang=de`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe('Some fields need your attention.');
    expect(res.body.data).toEqual({ fields: { lang: 'This value is not valid.' } });
  });

  it('gives a 404 envelope for an unknown path under every API prefix, in the request language', async () => {
    for (const prefix of ['/atelier', '/ajax', '/www', '/about/article']) {
      const res = await get(`${prefix}/does-not-exist?lang=zh`);
      expect(res.status, prefix).toBe(404);
      expect(res.body, prefix).toEqual({ code: 404, message: '没有找到您要的内容。', data: null });
    }
  });

  it('reads the language of a non-GET request from the lang field or header', async () => {
    const byHeader = await get('/www/nothing', { method: 'POST', headers: { lang: 'fr' } });
    expect(byHeader.body.message).toBe('Nous n’avons pas trouvé ce que vous cherchez.');
    const byField = await get('/www/nothing', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'lang=zh',
    });
    expect(byField.body.message).toBe('没有找到您要的内容。');
  });

  it('returns a correlation id, echoing a well-formed one', async () => {
    const mine = await get(ApiPaths.homeData, {
      headers: { [CORRELATION_HEADER]: 'test-correlation-0001' },
    });
    expect(mine.headers.get(CORRELATION_HEADER)).toBe('test-correlation-0001');
    const forged = await get(ApiPaths.homeData, {
      headers: { [CORRELATION_HEADER]: '<script>alert(1)</script>' },
    });
    expect(forged.headers.get(CORRELATION_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the controllers', async () => {
    const res = await fetch(`${sut.baseUrl}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([ApiPaths.homeData, ApiPaths.banners, ApiPaths.otherBanners]),
    );
    expect((await fetch(`${sut.baseUrl}/api/docs`)).status).toBe(200);
  });
});

describe('access declarations', () => {
  it('every controller method declares who may call it', () => {
    const routes: string[] = [];
    for (const module of sut.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const proto = (wrapper.metatype as { prototype: Record<string, unknown> }).prototype;
        for (const name of Object.getOwnPropertyNames(proto)) {
          const handler = proto[name];
          if (name === 'constructor' || typeof handler !== 'function') continue;
          if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
          routes.push(
            `${wrapper.name}.${name} ${String(Reflect.getMetadata(PATH_METADATA, handler))}`,
          );
          expect(
            Reflect.getMetadata(ACCESS_METADATA, handler),
            `${wrapper.name}.${name}`,
          ).toBeDefined();
        }
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(3);
  });
});

describe('an unexpected error', () => {
  it('gives a generic localised 500 with no stack trace', async () => {
    // Break the real database under the running app: the next query fails unexpectedly.
    await sut.app.get(DataSource).destroy();
    const res = await get(`${ApiPaths.homeData}?lang=fr`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 500,
      message: 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
      data: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at |Error|SQLITE/);
    expect(res.headers.get(CORRELATION_HEADER)).toBeTruthy();
  });
});
