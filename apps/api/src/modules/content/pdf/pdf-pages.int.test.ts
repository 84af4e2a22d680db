import {
  ApiPaths,
  LOCALES,
  PDF_PAGES,
  PDF_PAGES_URL_PREFIX,
  pdfPagesSchema,
  type Locale,
  type PdfPages,
} from '@atelier/contracts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../../test/http.js';
import { startTestApp, type TestApp } from '../../../../test/test-app.js';
import { PdfPageCache } from './pdf-page-cache.js';
import { PdfPage, writePdf } from './pdf-writer.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../fixtures');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const NOT_PDF: Record<Locale, string> = {
  en: 'This document is not a PDF file, so it cannot be shown as pages.',
  zh: '该文档不是 PDF 文件，无法按页显示。',
  fr: 'Ce document n’est pas un fichier PDF : il ne peut pas être affiché page par page.',
};

let fixturesDir: string;
let app: TestApp;
let client: TestClient;

function numberedPdf(pages: number): Buffer {
  return writePdf(
    Array.from({ length: pages }, (_, index) =>
      new PdfPage().rect(40, 40, 200, 60, [0.2, 0.5, 0.3]).text(60, 200, 40, `Page ${index + 1}`),
    ),
    { title: 'Long test document', author: 'Tests' },
  );
}

/** The real stored documents, plus test documents listed in the same manifest. */
async function makeFixtures(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pdf-fixtures-'));
  await fs.cp(path.join(FIXTURES, 'content'), path.join(root, 'content'), { recursive: true });
  const pdfDir = path.join(root, 'content', 'pdf');
  await fs.writeFile(path.join(pdfDir, 'long.pdf'), numberedPdf(PDF_PAGES.limit + 5));
  await fs.writeFile(path.join(pdfDir, 'not-a-pdf.pdf'), 'Just some text pretending to be a PDF.');
  await fs.writeFile(path.join(pdfDir, 'broken.pdf'), '%PDF-1.4\nnothing else of a PDF here\n');
  const manifest = JSON.parse(await fs.readFile(path.join(pdfDir, 'documents.json'), 'utf8')) as {
    id: string;
    file: string;
  }[];
  const title = { en: 'Test', zh: '测试', fr: 'Test' };
  manifest.push(
    { id: 'long', file: 'long.pdf', title } as never,
    { id: 'not-a-pdf', file: 'not-a-pdf.pdf', title } as never,
    { id: 'broken', file: 'broken.pdf', title } as never,
    { id: 'missing', file: 'missing.pdf', title } as never,
  );
  await fs.writeFile(path.join(pdfDir, 'documents.json'), JSON.stringify(manifest));
  return root;
}

beforeAll(async () => {
  fixturesDir = await makeFixtures();
  app = await startTestApp({ FIXTURES_DIR: fixturesDir });
  client = new TestClient(app.baseUrl);
}, 60_000);
afterAll(async () => {
  await app.close();
  await fs.rm(fixturesDir, { recursive: true, force: true });
});

const cache = (): PdfPageCache => app.app.get(PdfPageCache);

async function convert(query: Record<string, string | number>): Promise<PdfPages> {
  const answer = await client.get(ApiPaths.convertPdfToImages, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return pdfPagesSchema.parse(answer.body.data);
}

async function fetchPng(url: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await client.raw(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /ajax/covert-pdf-to-images', () => {
  it('converts the brochure into PNG pages, titled in each language', async () => {
    const answers = await Promise.all(LOCALES.map((lang) => convert({ lang, file: 'brochure' })));
    expect(answers.map((answer) => answer.title)).toEqual([
      'Atelier Chinese brochure',
      'Atelier Chinese 宣传册',
      'Brochure Atelier Chinese',
    ]);
    const [answer] = answers;
    expect(answer!.pageCount).toBe(2);
    expect(answer!.pages.map((page) => page.index)).toEqual([1, 2]);
    for (const page of answer!.pages) {
      expect(page.url).toMatch(
        new RegExp(`^${PDF_PAGES_URL_PREFIX}/brochure/[0-9a-f]{16}/${page.index}\\.png$`),
      );
      expect(page.width).toBe(PDF_PAGES.renderWidth);
      // A4 is 595 × 842 points.
      expect(page.height).toBe(Math.round((842 * PDF_PAGES.renderWidth) / 595));
    }
  });

  it('serves each page as a real PNG of the announced size', async () => {
    const answer = await convert({ file: 'courseware-sheet' });
    expect(answer.pageCount).toBe(2);
    for (const page of answer.pages) {
      const { res, bytes } = await fetchPng(page.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // IHDR: width and height are the first two 4-byte fields of the first chunk.
      expect(bytes.readUInt32BE(16)).toBe(page.width);
      expect(bytes.readUInt32BE(20)).toBe(page.height);
      // Not a blank sheet: a rendered page with text and shapes compresses to several kB.
      expect(bytes.length).toBeGreaterThan(5_000);
    }
  });

  it('converts once: a second call reads the cache and leaves the files untouched', async () => {
    const first = await convert({ file: 'brochure' });
    const files = first.pages.map((page) =>
      path.join(app.config.dataDir, 'pdf-pages', page.url.slice(PDF_PAGES_URL_PREFIX.length + 1)),
    );
    const mtimes = await Promise.all(files.map(async (file) => (await fs.stat(file)).mtimeMs));
    const rendered = cache().pagesRendered;

    const second = await convert({ file: 'brochure', lang: 'zh' });
    expect(second.pages).toEqual(first.pages);
    expect(cache().pagesRendered).toBe(rendered);
    expect(await Promise.all(files.map(async (file) => (await fs.stat(file)).mtimeMs))).toEqual(
      mtimes,
    );
  });

  it('converts once when two requests for the same pages arrive together', async () => {
    const before = cache().pagesRendered;
    const [a, b] = await Promise.all([
      convert({ file: 'long', page: 3, maxPages: 2 }),
      convert({ file: 'long', page: 3, maxPages: 2 }),
    ]);
    expect(a.pages).toEqual(b.pages);
    expect(a.pages.map((page) => page.index)).toEqual([3, 4]);
    expect(cache().pagesRendered - before).toBe(2);
  });

  it('answers at most the page limit, and the rest from a later first page', async () => {
    const first = await convert({ file: 'long' });
    expect(first.pageCount).toBe(PDF_PAGES.limit + 5);
    expect(first.pages).toHaveLength(PDF_PAGES.limit);
    expect(first.pages.at(-1)!.index).toBe(PDF_PAGES.limit);
    const rest = await convert({ file: 'long', page: PDF_PAGES.limit + 1 });
    expect(rest.pages.map((page) => page.index)).toEqual([21, 22, 23, 24, 25]);
    const window = await convert({ file: 'long', page: 2, maxPages: 3 });
    expect(window.pages.map((page) => page.index)).toEqual([2, 3, 4]);
  });

  it('refuses more pages than the limit, and a first page past the end, localised', async () => {
    const tooMany = await client.get(ApiPaths.convertPdfToImages, {
      lang: 'fr',
      file: 'long',
      maxPages: PDF_PAGES.limit + 1,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data).toEqual({
      fields: { maxPages: 'Veuillez saisir un nombre inférieur ou égal à 20.' },
    });
    const pastEnd = await client.get(ApiPaths.convertPdfToImages, { file: 'brochure', page: 3 });
    expect(pastEnd.status).toBe(400);
    expect(pastEnd.body.data).toEqual({ fields: { page: 'Please enter a number of at most 2.' } });
  });

  it('refuses a stored file that is not a PDF with a clear localised 400', async () => {
    for (const lang of LOCALES) {
      const answer = await client.get(ApiPaths.convertPdfToImages, { lang, file: 'not-a-pdf' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: NOT_PDF[lang], data: null });
    }
    // Starts like a PDF, but is not one.
    const broken = await client.get(ApiPaths.convertPdfToImages, { file: 'broken' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(NOT_PDF.en);
  });

  it('answers 404 for an unknown or missing document and 400 for anything but an id', async () => {
    for (const file of ['no-such-document', 'missing']) {
      const answer = await client.get(ApiPaths.convertPdfToImages, { lang: 'zh', file });
      expect(answer.status, file).toBe(404);
      expect(answer.body.message).toBe('没有找到您要的内容。');
    }
    for (const file of ['../../package.json', 'brochure.pdf', '/etc/passwd', '']) {
      const answer = await client.get(ApiPaths.convertPdfToImages, { file });
      expect(answer.status, file).toBe(400);
    }
  });
});

describe('the page images', () => {
  it('converts a page again on demand when its cached image is gone', async () => {
    const { pages } = await convert({ file: 'long', page: 24, maxPages: 1 });
    const url = pages[0]!.url;
    const file = path.join(
      app.config.dataDir,
      'pdf-pages',
      url.slice(PDF_PAGES_URL_PREFIX.length + 1),
    );
    await fs.rm(file);
    const before = cache().pagesRendered;
    const { res, bytes } = await fetchPng(url);
    expect(res.status).toBe(200);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(cache().pagesRendered - before).toBe(1);
    await fs.access(file);
  });

  it('answers 404 for any path that is not a page of a current document version', async () => {
    const { pages } = await convert({ file: 'brochure' });
    const version = pages[0]!.url.split('/')[3]!;
    for (const url of [
      `${PDF_PAGES_URL_PREFIX}/brochure/${version}/3.png`,
      `${PDF_PAGES_URL_PREFIX}/brochure/${version}/0.png`,
      `${PDF_PAGES_URL_PREFIX}/brochure/${version}/1.txt`,
      `${PDF_PAGES_URL_PREFIX}/brochure/0000000000000000/1.png`,
      `${PDF_PAGES_URL_PREFIX}/nothing/${version}/1.png`,
      `${PDF_PAGES_URL_PREFIX}/brochure/${version}/..%2F..%2Fatelier.sqlite`,
      `${PDF_PAGES_URL_PREFIX}/..%2F..%2F/${version}/1.png`,
    ]) {
      const res = await client.raw(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/json/);
    }
  });

  it('gives a changed PDF new URLs and drops the pages of the old one', async () => {
    const old = await convert({ file: 'long', page: 1, maxPages: 1 });
    await fs.writeFile(path.join(fixturesDir, 'content', 'pdf', 'long.pdf'), numberedPdf(3));
    const fresh = await convert({ file: 'long' });
    expect(fresh.pageCount).toBe(3);
    expect(fresh.pages[0]!.url).not.toBe(old.pages[0]!.url);
    expect((await client.raw(old.pages[0]!.url)).status).toBe(404);
    expect((await client.raw(fresh.pages[0]!.url)).status).toBe(200);
  });
});
